// A very small Markdown subset for the rules panel: headings, lists (items may wrap onto
// the following lines), paragraphs,
// **bold**, *italic* and `code`. Text is escaped first, so rules text cannot inject HTML.

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function inline(s) {
  return esc(s)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[\s(])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");
}

export function markdownToHtml(text) {
  const out = [];
  let list = null;
  let item = null; // the open list item's lines: a wrapped item continues on the next lines
  let para = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(" "))}</p>`);
    para = [];
  };
  const endItem = () => { if (item) { out.push(`<li>${inline(item.join(" "))}</li>`); item = null; } };
  const endList = () => { endItem(); if (list) { out.push(`</${list}>`); list = null; } };
  for (const raw of String(text).split(/\r?\n/)) {
    const line = raw.trimEnd();
    let m;
    if (!line.trim()) { flush(); endList(); continue; }
    if ((m = /^(#{1,6})\s+(.*)$/.exec(line))) {
      flush(); endList();
      const n = Math.min(6, m[1].length + 2);
      out.push(`<h${n}>${inline(m[2])}</h${n}>`);
    } else if ((m = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line))) {
      flush();
      const kind = /^\s*\d/.test(line) ? "ol" : "ul";
      endItem();
      if (list !== kind) { endList(); out.push(`<${kind}>`); list = kind; }
      item = [m[1].trim()];
    } else if (item) {
      item.push(line.trim()); // a list item wrapped onto the next line
    } else {
      para.push(line.trim());
    }
  }
  flush(); endList();
  return out.join("\n");
}
