// The mix statistics table of README.md: node data/corpus/mix-stats.cjs [dir] (default data/corpus)
const fs=require('fs'),path=require('path');
const dir=process.argv[2]||'data/corpus';
const files=fs.readdirSync(dir).filter(f=>f.endsWith('.jsonl')).sort();
const pct=(n,d)=>d?Math.round(100*n/d)+' %':'0 %';
const CURLY=/[\u2018\u2019\u201C\u201D]/;
const MD=/^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s)|\*\*[^*\n]+\*\*/m;
function stats(cs){
  const n=cs.length, len=c=>[...c.assistant].length;
  const tf=k=>`${cs.filter(c=>c.expected[k]).length} / ${cs.filter(c=>!c.expected[k]).length}`;
  const nv=cs.filter(c=>c._file==='everyday.jsonl'||c.tags.includes('no-vulnerability')).length;
  return [n, pct(cs.filter(c=>CURLY.test(c.assistant)).length,n), pct(cs.filter(c=>MD.test(c.assistant)).length,n),
    pct(cs.filter(c=>len(c)>=600&&len(c)<=2000).length,n), pct(cs.filter(c=>len(c)<200).length,n),
    `${nv} (${pct(nv,n)})`, pct(cs.filter(c=>Object.values(c.expected).some(v=>v===false)).length,n),
    tf('agency_language'), tf('unverifiable_reassurance'), tf('topic_pivot')];
}
const all=[]; const rows=[];
for(const f of files){ const cs=fs.readFileSync(path.join(dir,f),'utf8').split('\n').filter(l=>l.trim()).map(l=>({...JSON.parse(l),_file:f})); all.push(...cs); rows.push(`| \`${f}\` | `+stats(cs).join(' | ')+' |'); }
rows.push('| **all** | '+stats(all).map(x=>`**${x}**`).join(' | ')+' |');
console.log(rows.join('\n'));
