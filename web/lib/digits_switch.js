// The reader's digits (docs/languages.md): a select beside the language switch, for a language
// whose readers write either of two kinds of digits — Arabic: Arabic-Indic (١٢٣) where it is
// most spoken, Latin (123) elsewhere. Intl says which: the language's digits where it is most
// spoken (Intl.Locale's maximize(): "ar" is Arabic in Egypt, Arabic-Indic digits) unless they are
// Latin ones, then the switch is hidden. Its options: the region's own ('auto', Intl's for the
// browser's region: ar-OM and ar-PS Arabic-Indic, ar-MA Latin), or one kind; the choice is
// kept in this browser by i18n.js's setDigits.
//
//   const digits = digitsSwitch(select, { auto: () => t('nav.digits.auto'), picked: () => { drawHeader(); route(); } });
//   digits.draw(); // with the header, for the page's language
import { digitsSetting, language, setDigits } from './i18n.js';
import { h } from './ui.js';

const digitsOf = (tag) => new Intl.NumberFormat(tag).resolvedOptions().numberingSystem;
const sample = (code, kind) => new Intl.NumberFormat(`${code}-u-nu-${kind}`, { useGrouping: false }).format(123);

// The kinds of digits the readers of a language choose between: [] when only Latin ones.
export function digitKinds(code) {
  let own = 'latn';
  try {
    const likely = new Intl.Locale(code).maximize(); // language and region only: ICU reads "ar-Arab-EG" as Latin
    own = digitsOf(`${likely.language}-${likely.region}`);
  } catch {
    // an Intl without Locale: Latin digits only
  }
  return own === 'latn' ? [] : [own, 'latn'];
}

// el: the header's <select>; auto(): the words for the region's digits (the header's, app.js);
// picked(): the reader chose (the page is drawn again with them). The other options are the
// digits themselves (١٢٣, 123), the same in every language.
export function digitsSwitch(el, { auto, picked }) {
  el.addEventListener('change', () => {
    setDigits(el.value);
    picked();
  });
  return {
    // The options for the page's language; hidden where it has one kind of digits.
    draw() {
      const code = language();
      const kinds = digitKinds(code);
      el.hidden = !kinds.length;
      el.replaceChildren(
        h('option', { value: 'auto' }, auto()),
        ...kinds.map((k) => h('option', { value: k, lang: code }, sample(code, k))));
      const chosen = digitsSetting();
      el.value = kinds.includes(chosen) ? chosen : 'auto';
    },
  };
}
