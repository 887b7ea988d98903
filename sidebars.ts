import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The unreleased version (docs/, served at /docs/next) holds only its introduction and an example.
// The sidebars of released versions live in versioned_sidebars/.
const sidebars: SidebarsConfig = {
  docs: ['intro', {type: 'category', label: 'Examples', items: ['example/lorem-ipsum']}],
};

export default sidebars;
