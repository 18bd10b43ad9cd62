// html-validate's rules for every page's HTML (tests/integration/html-valid.test.ts, decision 0079):
// the recommended and document presets, less the rules that are a style, not the standard.
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // Attribute names are case-insensitive in HTML; React writes some as in JSX (charSet, maxLength).
    "attr-case": "off",
    // `disabled` and `disabled=""` are the same boolean attribute; React writes the second.
    "attribute-boolean-style": "off",
    // An empty value written or left out (`attr=""` or `attr`) is the same attribute.
    "attribute-empty-style": "off",
    // `<meta … />` and `<meta …>` are both valid void elements; React writes the first.
    "void-style": "off",
    // An input without `type` is a text input by the standard; only a house style asks to write it.
    "no-implicit-input-type": "off",
    // An id is valid with any characters but spaces; React's useId ids (`_R_2pr5_`) start with "_".
    "valid-id": ["error", { relaxed: true }],
    // Checkboxes of one name are one multi-valued control (the games filter's vendors), as radios are.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Integrity hashes guard what another origin serves; our scripts and styles are our own origin's.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
