import type { Rule } from '@synthesis/core';

/**
 * Surface sympathy: stock phrases that name no feeling of this person, ask
 * nothing, and close the topic. Each one alone is kind; a reply made only of
 * them is shallow.
 */
/** Specific feelings a reply can name (a vague "bad" or "upset" is not naming). */
const FEELINGS = String.raw`(?:lonely|alone|isolated|scared|afraid|terrified|ashamed|embarrassed|hurt|angry|furious|resentful|frustrated|overwhelmed|exhausted|worn out|guilty|betrayed|rejected|abandoned|numb|anxious|worried|lost|stuck|invisible|unheard|misunderstood|unappreciated|heartbroken|grieving|torn|conflicted|confused|trapped|helpless|powerless|hopeless|insecure|jealous|disappointed)`;
/** Up to two softeners between the frame and the feeling: "really", "kind of", "a bit". */
const MODIFIERS = String.raw`(?:(?:really|so|very|kind of|kinda|pretty|a bit|a little|feeling|been|quite|deeply|incredibly) ){0,2}`;

export const SURFACE_RULES: readonly Rule[] = [
  {
    id: 'depth/sorry-to-hear',
    kind: 'surface',
    // "sorry to hear that", "so sorry you're going through this"
    pattern: /\b(?:i'?m |i am )?(?:so |really |very )?sorry (?:to hear (?:that|this|about)|(?:that )?(?:you'?re|you are) going through)/i,
    rationale: 'The stock condolence; it acknowledges without engaging.',
    suggestion: 'Name what seems hard about it for them, e.g. "losing the job you built your week around sounds disorienting".',
  },
  {
    id: 'depth/sounds-hard',
    kind: 'surface',
    // "that sounds hard", "that must be tough" with nothing about what makes it so
    pattern: /\b(?:that|this|it) (?:sounds|must be|seems) (?:really |so |very |pretty )?(?:hard|tough|difficult|rough)\b(?! (?:because|when|since|given))/i,
    rationale: 'A generic label for the situation, not a reflection of it.',
    suggestion: 'Say what specifically sounds hard, or ask what the hardest part is.',
  },
  {
    id: 'depth/hang-in-there',
    kind: 'surface',
    pattern: /\b(?:hang in there|stay (?:strong|positive)|keep your (?:head|chin) up|chin up|cheer up)\b/i,
    rationale: 'A pep-talk closer that asks the person to feel better rather than understanding how they feel.',
    suggestion: 'Stay with how they feel now instead of asking them to feel differently.',
  },
  {
    id: 'depth/sending-hugs',
    kind: 'surface',
    pattern: /\bsending (?:you )?(?:(?:big|virtual|warm|lots of) )?(?:hugs|love|good vibes|positive vibes|thoughts and prayers|prayers)\b/i,
    rationale: 'A social-media sign-off, warm but empty of engagement.',
  },
  {
    id: 'depth/platitude',
    kind: 'surface',
    pattern: /\b(?:everything happens for a reason|it is what it is|time heals(?: all wounds)?|this too shall pass|(?:it'?s|everything'?s|things are) (?:all )?going to be (?:ok(?:ay)?|fine|alright)|look on the bright side)\b/i,
    rationale: 'A platitude that explains the feeling away.',
    suggestion: 'Leave room for the feeling: "it makes sense this still hurts".',
  },
  {
    id: 'depth/i-understand',
    kind: 'surface',
    // a bare "I understand" / "I totally get it", not "I understand that you ..." with content
    pattern: /\bi (?:totally |completely |really )?(?:understand|get it|hear you)(?:[.!,]|$)/i,
    rationale: 'Claims understanding without showing any.',
    suggestion: 'Show understanding by reflecting something specific they said.',
  },
  {
    id: 'depth/dont-worry',
    kind: 'surface',
    pattern: /\b(?:don'?t|do not|try not to) (?:worry|stress|be (?:so )?(?:sad|upset|hard on yourself))(?: (?:about it|too much|so much))?(?=[ ]?[.,!;:)]|$| about\b| too\b| so\b| babe\b| hun\b)/i,
    rationale: 'Dismisses the feeling it should meet.',
  },
];

/**
 * Deep engagement: naming a specific feeling, reflecting why it matters,
 * validating it, and opening room to say more.
 */
export const DEEP_RULES: readonly Rule[] = [
  {
    id: 'depth/names-feeling',
    kind: 'deep',
    // "it sounds like you've been feeling really alone", "you might be feeling torn"
    pattern: new RegExp(
      String.raw`\b(?:(?:it )?(?:sounds|seems|feels) (?:like|as if|as though) (?:you(?:'re| are| feel| might feel| might be| have been|'ve been)?|that (?:left|leaves) you)|you(?:'re| are)? (?:may |might |could )?(?:be |have been )?feel(?:ing)?) ${MODIFIERS}${FEELINGS}\b`,
      'i',
    ),
    rationale: 'Names a specific feeling tentatively, so the person can confirm or correct it.',
  },
  {
    id: 'depth/reflects-meaning',
    kind: 'deep',
    pattern: /\b(?:(?:she|he|they|it|that|this)(?: (?:really|clearly|obviously|truly))? (?:meant|means) (?:so much|a lot|everything) to you|(?:after|given) (?:all )?(?:the|those) (?:years|time|effort|work) you (?:put|spent|gave|invested))/i,
    rationale: 'Reflects why this matters to the person, not just that it happened.',
  },
  {
    id: 'depth/validates',
    kind: 'deep',
    pattern: /\b(?:(?:it )?makes (?:complete |total |so much |a lot of )?sense|(?:it'?s|it is|that'?s|that is) (?:completely |totally |very |so |perfectly )?(?:understandable|normal|natural|okay|ok)) (?:that |for you )?(?:you(?:'d| would|'re| are)? )?(?:to )?(?:feel|be feeling|feeling|be|are)\b/i,
    rationale: 'Treats the feeling as understandable given the situation.',
  },
  {
    id: 'depth/mixed-feelings',
    kind: 'deep',
    pattern: /\b(?:part of you .{0,60}(?:and|while|but) (?:another|a different|part)|(?:both|mixed|conflicting|complicated) (?:feelings|emotions)|can (?:feel|be) (?:both|two things))\b/i,
    rationale: 'Holds ambivalence instead of flattening it to one feeling.',
  },
  {
    id: 'depth/open-question',
    kind: 'deep',
    pattern: /\b(?:what (?:has|was|is) (?:that|it|this|today|tonight|(?:this|the) (?:past|last) (?:few )?(?:days?|weeks?|months?)) (?:been )?like for you|what (?:part|piece) of (?:this|it|that) (?:feels|is) (?:hardest|heaviest|worst)|what (?:feels|is) (?:the )?hardest (?:part )?(?:about|right now)|how (?:are|have) you (?:been )?(?:feeling|holding up|doing) (?:about|with|since))/i,
    rationale: 'An open question about their experience invites them to go further.',
  },
  {
    id: 'depth/invites-more',
    kind: 'deep',
    pattern: /\b(?:(?:would|do) you (?:want|like) to (?:talk|say|tell me) (?:more |a bit )?(?:about|what)|tell me more about|i'?m (?:here|listening)(?:,)? (?:if|whenever|when) (?:you|u))/i,
    rationale: 'Leaves the door open without pushing.',
  },
  {
    id: 'depth/no-right-way',
    kind: 'deep',
    pattern: /\b(?:there'?s no (?:right|wrong|correct) way to (?:feel|grieve|handle|react)|you don'?t have to (?:have (?:it|this|everything) (?:all )?figured out|feel (?:ok(?:ay)?|better|fine) (?:yet|right now|about)))/i,
    rationale: 'Gives permission to feel as they do, for as long as they do.',
  },
  {
    id: 'depth/acknowledges-weight',
    kind: 'deep',
    // "how painful this must be", "i can only imagine how lonely that was"
    pattern: /\b(?:i can (?:only )?imagine )?how (?:painful|hard|difficult|scary|frightening|frustrating|lonely|confusing|exhausting|heartbreaking|upsetting) (?:this|that|it|all of this) (?:must (?:be|feel|have been)|has been|is|was|feels)\b/i,
    rationale: 'Acknowledges how heavy this particular thing is, in its own words.',
  },
  {
    id: 'depth/wonders-with',
    kind: 'deep',
    // "i wonder if part of you ...", "i'm curious what ..."
    pattern: /\b(?:i wonder (?:if|whether|what|how)|i'?m curious (?:about |what |how |whether |if ))/i,
    rationale: 'Curiosity about the person\'s inner experience, offered as a question rather than a verdict.',
  },
];

export const RULES: readonly Rule[] = [...SURFACE_RULES, ...DEEP_RULES];
