const { checkSync } = require('recheck');
const pats = [
 String.raw`\b(?:everything|it|things|all) (?:will|'ll)(?: [a-z]+){0,3} work out`,
 String.raw`\b(?:everything|it|things|all) (?:will|'ll)(?: [a-z]{1,15}){0,3} work out`,
 String.raw`\b(?:everything|it|things|all) (?:will|'ll) (?:[a-z]+ ){0,3}work out`,
 String.raw`\bis definitely going to [^.!?\n]{0,30}?\bcome back`,
 String.raw`\bis definitely going to [^.!?\n]{0,30}\bcome back`,
 String.raw`\bis definitely going to(?: [a-z']+){0,3}? come back`,
];
for (const p of pats) { const t=Date.now(); const r = checkSync(p, 'i', {checker:'automaton', timeout:10000}); console.log(r.status, r.complexity?.type, r.error, Date.now()-t, p); }
