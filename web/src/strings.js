// The page's words: the server's table (web.Strings, translated per
// language) read from the page's <script type="application/json"
// id="strings">. Every visible word of the page comes through t or tn,
// so a translation is that table and nothing else.

let table = {};
try {
  table = JSON.parse(document.getElementById("strings")?.textContent || "{}");
} catch (e) { /* no table: keys show, which a test notices */ }
const lang = document.documentElement.lang || "en";
const plural = new Intl.PluralRules(lang);

// t is the words of key with {name} filled from vars.
export function t(key, vars) {
  let s = table[key];
  if (s === undefined) s = key;
  return vars ? s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m)) : s;
}

// tn is t of the variant of key for the count n ("key.one",
// "key.other", ... by the language's plural rule), with {n} filled.
export function tn(key, n, vars) {
  const k = `${key}.${plural.select(n)}`;
  return t(k in table ? k : `${key}.other`, { n, ...vars });
}

// over puts words over the table's (the commands as the player's
// platform names them: State.commands).
export function over(words) {
  for (const [k, v] of Object.entries(words || {})) table[k] = v;
}

// has reports whether the table has key.
export const has = (key) => key in table;
