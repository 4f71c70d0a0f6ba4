// The web pages' words in the reader's language (issue 24, docs/decisions/translations.md).
//
// The host serves this file as /words.js after the catalogue it picked for the browser's
// languages (Accept-Language; app/net/web_words.py): `PITBOSS_WORDS`, the translations of the
// i18n/*.ts files' "web_*" and "phrases" contexts, built by `make translations`. A page writes
// its words as Qt's JavaScript does; tools/translations.py finds them (in literals only) and
// hands them to pyside6-lupdate with the app's:
//
//   qsTranslate("web_night", "Your bet")               a text of the context "web_night"
//   qsTranslate("web_night", "%n seat(s)", "", count)  a plural; English forms in the source
//   QT_TRANSLATE_NOOP("web_night", "Hit")              marked only: translated where shown
//   Words.arg(qsTranslate("web_night", "Table %1"), 3) %1..%9 filled in one pass (%L1 grouped)
//   Words.phrase(message.words, message.message)       the host's phrase (protocol 3)
//
// A page's own HTML: an element marked `data-tr` has its text and its aria-label, title and
// placeholder translated in the context named by <html data-context>, by `Words.translatePage`
// (tools/translations.py reads the same marks for lupdate). Plain ES5, as the clock page's
// scripts are, for the oldest TV browsers; it only defines globals, so Node's tests import it
// too (tests/web/).
(function (root) {
  "use strict";
  var SEPARATOR = "\u0004";  // context, source and disambiguation in a catalogue's key
  var PLACE = /%(L?)([1-9])/g;
  var COUNT = /%(L?)n/g;
  var ENGLISH_PLURAL = /([A-Za-z])\(([a-z]+)\)/g;  // "chip(s)": app/i18n.py's english_plural
  var TRANSLATED_ATTRIBUTES = ["aria-label", "title", "placeholder"];

  function catalogue() {
    return root.PITBOSS_WORDS || { language: "en", plurals: ["one", "other"], messages: {},
                                   phrases: {} };
  }

  function grouped(value) {  // 12500 -> "12,500" or "12.500", as the reader's browser groups
    return Number(value).toLocaleString();
  }

  function pluralForm(forms, n) {
    // The forms are in the order of the catalogue's plural categories (CLDR's, which Qt's
    // numerus forms follow for the languages shipped); a browser without Intl.PluralRules
    // reads the first form for one and the last for any other count.
    var plurals = catalogue().plurals;
    var category = "other";
    if (typeof Intl !== "undefined" && Intl.PluralRules) {
      category = new Intl.PluralRules(catalogue().language).select(n);
    } else if (n === 1) {
      category = "one";
    }
    var index = plurals.indexOf(category);
    return forms[index < 0 ? forms.length - 1 : Math.min(index, forms.length - 1)];
  }

  /** `source` of `context` in the reader's language; with a count `n`, in its plural form
   * for `n`, with %n (plain) or %Ln (grouped) read as `n`. */
  function qsTranslate(context, source, disambiguation, n) {
    var key = context + SEPARATOR + source + (disambiguation ? SEPARATOR + disambiguation : "");
    var found = catalogue().messages[key];
    var counted = typeof n === "number" && n >= 0;
    var text;
    if (!found) {
      text = counted ? source.replace(ENGLISH_PLURAL, n === 1 ? "$1" : "$1$2") : source;
    } else if (typeof found === "string") {
      text = found;
    } else {
      text = counted ? pluralForm(found, n) : found[found.length - 1];
    }
    if (!counted) return text;
    return text.replace(COUNT, function (match, localized) {
      return localized ? grouped(n) : String(n);
    });
  }

  function QT_TRANSLATE_NOOP(context, source) {  // eslint-disable-line no-unused-vars
    return source;
  }

  /** `template` with %1..%9 replaced by the values after it, in one pass: a value is never
   * read again as a place. A number in %L1 is grouped as the reader's browser groups. */
  function arg(template) {
    var values = Array.prototype.slice.call(arguments, 1);
    return template.replace(PLACE, function (match, localized, place) {
      var index = Number(place) - 1;
      if (index >= values.length) return match;
      var value = values[index];
      return localized && typeof value === "number" ? grouped(value) : String(value);
    });
  }

  /** The host's phrase (`[code, [values...]]`, docs/protocol.md) in the reader's language, a
   * value that is a phrase worded too; null if it, or a phrase in it, has a code this page
   * does not know. */
  function worded(words) {
    var phrases = catalogue().phrases || {};
    var template = Array.isArray(words) && Object.prototype.hasOwnProperty.call(phrases, words[0])
      ? phrases[words[0]] : undefined;
    if (typeof template !== "string" || !Array.isArray(words[1])) return null;
    var values = [];
    for (var i = 0; i < words[1].length; i += 1) {
      var value = words[1][i];
      if (Array.isArray(value)) {
        value = worded(value);
        if (value === null) return null;
      }
      values.push(value);
    }
    return arg.apply(null, [qsTranslate("phrases", template)].concat(values));
  }

  /** The host's phrase in the reader's language (`worded`); `english` (the host's own words)
   * where the host sent no phrase (`words` null or missing) or one with a code this page does
   * not know. */
  function phrase(words, english) {
    var text = worded(words);
    return text === null ? english : text;
  }

  /** The page's own HTML in the reader's language: each element marked `data-tr`, in the
   * context <html data-context> names; and <html lang>. */
  function translatePage(document) {
    var page = document.documentElement;
    var context = page.getAttribute("data-context");
    page.setAttribute("lang", catalogue().language);
    var marked = document.querySelectorAll("[data-tr]");
    for (var i = 0; i < marked.length; i += 1) {
      var element = marked[i];
      var text = element.textContent.replace(/\s+/g, " ").trim();
      if (text) element.textContent = qsTranslate(context, text);
      for (var j = 0; j < TRANSLATED_ATTRIBUTES.length; j += 1) {
        var name = TRANSLATED_ATTRIBUTES[j];
        var value = element.getAttribute(name);
        if (value) element.setAttribute(name, qsTranslate(context, value));
      }
    }
  }

  root.qsTranslate = qsTranslate;
  root.QT_TRANSLATE_NOOP = QT_TRANSLATE_NOOP;
  root.Words = {
    arg: arg,
    phrase: phrase,
    translatePage: translatePage,
    language: function () { return catalogue().language; },
  };
})(typeof window !== "undefined" ? window : globalThis);
