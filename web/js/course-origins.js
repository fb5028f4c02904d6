// The course API's URL key `origins` (docs/course-api.md, docs/url-parameters.md): which origins may
// talk to the page. Apart from course-api.js so that the page owns the key from the start while the
// API itself loads with the first request (course-api-host.js).

const ORIGIN = /^(https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?|null)$/;

/** ?origins=: a comma-separated list of origins (scheme://host[:port], or null for file:// hosts). */
export const originsField = {
  parse(text, key) {
    const list = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length > 20) throw new Error(`?${key}=: at most 20 origins`);
    for (const o of list) if (!ORIGIN.test(o)) throw new Error(`?${key}=${o.slice(0, 60)}: not an origin (scheme://host or scheme://host:port)`);
    return list;
  },
  write: (v) => (v && v.length ? v.join(',') : null),
};

/** ?origins=https://a.example,https://b.example: the origins allowed to talk to the page (null: any
 *  parent). Read at once, before anything else, so no message slips in before the URL is applied;
 *  an entry that is not an origin allows nothing (and the URL field says so in a notice). */
export function allowedOrigins(search) {
  const text = new URLSearchParams(search).get('origins');
  if (!text) return null;
  return text.split(',').map((s) => s.trim()).filter((s) => ORIGIN.test(s));
}
