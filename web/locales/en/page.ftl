# geovi: the page's own words (web/index.html and web/js/). docs/translating.md.

## Start-up
fatal-no-wasm = cannot load the WebAssembly module (geovi.mjs and geovi.wasm): { $problem }. In a source checkout, run `npm run build`.
notice-bad-locale = ?locale={ $value }: geovi has no catalogue for this language; the page is in English (or your browser's language). Available: { $available }.

## Language picker
locale-label = Language
locale-picker =
    .aria-label = Language of the page
