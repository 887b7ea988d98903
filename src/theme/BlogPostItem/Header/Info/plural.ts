/**
 * Picks one form of a message written as "one form|other form" (Docusaurus' plural format) for a
 * count in a locale, with one cached Intl.PluralRules per locale. The forms are listed in CLDR
 * order (zero, one, two, few, many, other) of the categories the locale has; a message with fewer
 * forms than categories falls back to its last form.
 */
const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rules = new Map<string, {select: (count: number) => Intl.LDMLPluralRule; forms: Intl.LDMLPluralRule[]}>();

function rulesFor(locale: string) {
  let rule = rules.get(locale);
  if (!rule) {
    try {
      const plural = new Intl.PluralRules(locale);
      const categories = plural.resolvedOptions().pluralCategories;
      rule = {select: (count) => plural.select(count), forms: ORDER.filter((form) => categories.includes(form))};
    } catch {
      // No plural data for this locale: English rules.
      rule = {select: (count) => (count === 1 ? 'one' : 'other'), forms: ['one', 'other']};
    }
    rules.set(locale, rule);
  }
  return rule;
}

export function pluralMessage(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const {select, forms: categories} = rulesFor(locale);
  return forms[Math.min(categories.indexOf(select(count)), forms.length - 1)];
}
