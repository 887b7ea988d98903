/**
 * The editor's styles, shipped in its own chunk and added to the page by React when the editor
 * first renders (a <style> with href and precedence, hoisted into the head once). A CSS module
 * would join the site's one stylesheet, which every page loads at start (tests/e2e/page-bytes).
 */
export const CLASSES = {
  addFile: 'tryit-addFile',
  check: 'tryit-check',
  code: 'tryit-code',
  editor: 'tryit-editor',
  field: 'tryit-field',
  fileButton: 'tryit-fileButton',
  fileHeader: 'tryit-fileHeader',
  fileList: 'tryit-fileList',
  files: 'tryit-files',
  grid: 'tryit-grid',
  header: 'tryit-header',
  heading: 'tryit-heading',
  input: 'tryit-input',
  label: 'tryit-label',
  output: 'tryit-output',
  panel: 'tryit-panel',
  problem: 'tryit-problem',
  progress: 'tryit-progress',
  row: 'tryit-row',
  source: 'tryit-source',
  status: 'tryit-status',
} as const;

export const CSS = `.tryit-panel {
  margin: 0 0 var(--ifm-leading);
}

.tryit-editor {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
}

.tryit-editor:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.tryit-header {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
}

.tryit-heading {
  margin: 0;
  font-weight: var(--ifm-font-weight-bold);
}

.tryit-grid {
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
}

@media (min-width: 997px) {
  .tryit-grid {
    grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
  }
}

.tryit-files,
.tryit-source,
.tryit-field {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
}

.tryit-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.tryit-row > .tryit-field {
  flex: 1 1 12rem;
}

.tryit-label {
  margin: 0;
  font-weight: var(--ifm-font-weight-semibold);
}

.tryit-fileList {
  margin: 0;
  padding: 0;
  list-style: none;
}

.tryit-fileButton {
  width: 100%;
  min-height: 2rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid transparent;
  border-radius: var(--ifm-global-radius);
  background: none;
  color: inherit;
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.8125rem;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
}

.tryit-fileButton[aria-current='true'] {
  border-color: var(--ifm-color-primary);
  font-weight: var(--ifm-font-weight-bold);
}

.tryit-addFile {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-top: 0.5rem;
}

.tryit-fileHeader {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
}

.tryit-input,
.tryit-code {
  width: 100%;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-color);
  color: var(--ifm-font-color-base);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.875rem;
}

.tryit-code {
  resize: vertical;
  white-space: pre;
  overflow: auto;
  tab-size: 2;
}

.tryit-check {
  display: flex;
  gap: 0.375rem;
  align-items: center;
}

.tryit-status {
  min-height: 1.5em;
  margin: 0;
}

.tryit-progress {
  width: 100%;
}

.tryit-output {
  max-height: 32rem;
  margin: 0;
  overflow: auto;
  white-space: pre;
}

.tryit-output[data-result='error'] {
  border-inline-start: 4px solid var(--ifm-color-danger);
}

.tryit-problem {
  margin: 0;
  color: var(--ifm-color-danger-darkest);
}

@media (forced-colors: active) {
  .tryit-fileButton[aria-current='true'],
  .tryit-output[data-result='error'] {
    border-color: Highlight;
  }

  .tryit-editor:focus-visible {
    outline-color: Highlight;
  }
}`;
