// A very small Markdown subset for the rules panel: headings, lists, paragraphs,
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
  let para = [];
  const flush = () => {
    if (para.length) out.push(`<p>${inline(para.join(" "))}</p>`);
    para = [];
  };
  const endList = () => { if (list) { out.push(`</${list}>`); list = null; } };
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
      if (list !== kind) { endList(); out.push(`<${kind}>`); list = kind; }
      out.push(`<li>${inline(m[1])}</li>`);
    } else {
      endList();
      para.push(line.trim());
    }
  }
  flush(); endList();
  return out.join("\n");
}
