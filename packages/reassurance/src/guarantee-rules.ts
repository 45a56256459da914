import type { Rule } from '@synthesis/core';
import { ADV, AUDIENCE, AUDIENCE_WHERE, CERTAIN, CERTAINTY_TAG, FUT, IS_ARE, NOT_ON_CONDITION, NOT_ON_TERMS, NOT_QUALIFIED, OFFICIAL, OTHERS, OUTCOME, STATE, SUBJECT_BEFORE, SUBJ_FUT, THEY_ARE, YOU_WILL } from './fragments.js';
import { rule } from './rule.js';

const r = String.raw;
const G = 'guarantee' as const;

/** Not followed by a word: "you'll pass." but not "you'll pass the array". */
const END = r`(?![ -]?[a-z])`;

/**
 * For `guarantee-certainty-tag`, read back from the tag's end: a prediction earlier in the
 * same sentence, not the speaker's own plan ("I'll send it, no problem"), and the tag at
 * the end of its clause. "You'll see" holds a future of its own, so the prediction it
 * vouches for must come before it.
 */
const PREDICTION_BEFORE = r`(?:'ll|\b(?:you|it|they)ll|\bwill|\bgonna|\bgoing to)\b[^.!?\n]{1,80}`;
const NOT_OWN_PLAN = r`(?<!\b(?:i|we)(?:'ll| will|ll)\b[^.!?\n]{1,80})`;
const AT_CLAUSE_END = r`(?= ?(?:$|[.!\n]))`;
const YOU_SEE = r`you(?:'ll| will|ll) see`;

/** After "won't" or "isn't going to": leaving the user ("… ever leave you", "… cheat on you"). */
const WONT_LEAVE = r`(?: (?:ever|really|actually))? (?:leave|cheat on|abandon|give up on|stop loving|dump|replace|fire|hate) you\b`;
/** After "isn't" or "not": " going anywhere", where the clause ends ("your partner isn't going anywhere."). */
const NOT_GOING_ANYWHERE = r` going anywhere(?= ?(?:$|[.!,;\n]| soon| anytime soon| any time soon| i promise))`;

/**
 * The future, from its own first word (the subject is read behind it): "will", "'ll", "going to",
 * "gonna". `guarantee-named-will-come-through` also reads "it'll" whole, and the texted "itll",
 * which has no apostrophe to read behind.
 */
const WILL = r`(?:will|(?<=')ll|going to|gonna|goin to)`;
/**
 * The future ruled out, from its own first word: "won't", "will not", "can't", "never", "not going to"
 * ("can't" not in a purpose: "throw them away so it can't happen again").
 */
const WONT = r`(?:won'?t|will not|wont|(?<!\bso (?:that )?[a-z]{1,12} )(?:can'?t|cannot|can not)|never(?: (?:going to|gonna))?|not (?:going to|gonna)|is ?n'?t (?:going to|gonna)|are ?n'?t (?:going to|gonna)|isnt (?:going to|gonna)|arent (?:going to|gonna))`;
/** Certainty or time words after "will": "definitely", "eventually", "easily". */
const WILL_ADV = r`(?: (?:definitely|certainly|surely|absolutely|totally|def|100%|for sure|still|all|soon|eventually|easily|quickly|fully|completely|happily|gladly)){0,2}`;
/** What someone (or something) the reply names is promised to do for the user: refund, approve, come through, bounce back, be gone. */
const COMES_THROUGH = r`(?:come (?:through|good|round|around)(?! (?:for|to)\b)|pay (?:you|up|out|the (?:invoice|bill|claim|deposit)|it back|you back|every (?:penny|cent)|in full)|refund (?:you|every|it|the|your|all)|(?:approve|accept|grant) (?:you|your|it|the|this|that)|(?:pick|choose|select|hire|rehouse|clear) you(?! (?:to|through|as|up)\b)|(?:give|offer) you (?:more|the|your|a|an) (?:[a-z]{2,15} )?(?:hours|shifts?|job|role|place|spot|extension|raise|promotion|refund|deposit|money|contract|part|position|loan|visa|grant|minutes)|side with you|rule in your favou?r|drop (?:the|your|all) (?:charges?|case|complaint)|catch (?:the|them|him|her|whoever|whoever'?s|the person|the people|the guy)|snap you up|get (?:it|them|him|her|everything|all of it|your [a-z]{2,15}|the [a-z]{2,15})(?: all)? back|find (?:his|her|its|their) way (?:home|back)|(?:bounce|spring) back|pull through|make (?:a )?(?:full|complete|quick|speedy) recovery|be back to (?:100%|normal|full|(?:his|her|its|their|your) old self)|be (?:approved|accepted|granted|answered|paid|refunded|fixed|sorted|resolved|forgotten|cleared|gone|behind you|a (?:hit|success|bestseller|smash))|be over(?= ?(?:$|[.!,;\n]| by| soon| before| in no time| and))|(?:fade|clear up|go away|disappear|die down|blow over|settle (?:in|down))|(?:blow up|go viral|take off|sell out|get picked up|fly off the shelves)|hit (?:its|the|your|their) (?:target|goal)|(?:cure|heal) (?:him|her|it|you|that|this|them|the|his|her|your)|fix (?:him|her|them|you) up|get rid of (?:it|that|the|your|them|this)|wait for you|welcome you|text (?:you )?back|turn up(?= ?(?:$|[.!,;\n]| soon| eventually| in | within))|arrive (?:before|in time|on time)|get (?:into|in to) (?:the|a|your|that|this) [a-z]{2,15}|succeed(?= ?(?:$|[.!,;\n-]| i promise| trust me| no matter| either way))|go (?:great|well|smoothly|perfectly|fine|brilliantly|amazingly|amazing|without a hitch)|be (?:amazing|glowing|great|perfect|fine|brilliant|fantastic|okay|ok|alright|all right|flawless|a breeze)(?= ?(?:$|[.!,;\n-]| no matter| either way| trust me| i promise| just))|fix everything|sort (?:it|everything|things|it all) out|cover (?:everything|it all|all of it|the (?:whole|full|entire) (?:cost|bill|amount))|last(?= ?(?:$|[.!,;\n-]| until| till| for| through))|reply(?= ?(?:$|[.!,;\n]| soon))|(?:get bored|move on|lose interest|leave you alone|back off|give up)(?= ?(?:$|[.!,;\n]| and| soon| eventually| once| by))|stop(?= ?(?:$|[.!,;\n]| soon| eventually| once| by| when| after| in| completely| for good| entirely))|pass (?:its|the|your|his|her|their) (?:[a-z]{2,15} )?(?:mot|inspection|test|check|exam|assessment|audit|review|medical))(?![a-z])`;
/** What someone (or something) the reply names is promised not to do: evict, fine, ban, come back, show a tear. */
const WONT_HAPPEN = r`(?:(?:be able to )?(?:evict|fine|sue|deport|fire|sack|ban|deactivate|suspend|reject|refuse|expel|drop) (?:you|your)\b|(?:take you to court|cut you off|give you (?:any )?(?:trouble|grief|hassle|problems?|a hard time))|(?:ruin|spoil|damage) (?:anything|it|your|the|this|that)\b|affect (?:you|your [a-z]{2,15}|it|the [a-z]{2,15}) at all|have (?:any )?(?:trouble|problems?|issues|difficulty)|(?:fall behind|struggle|relapse)\b|last(?= ?(?:$|[.!,;\n-]| long| forever))|cut (?:you|your) (?:hours|pay|benefits|shifts)|kick you out|take (?:your|the) [a-z]{2,15} (?:away|off you)|find (?:any |a |anything )?(?:fault|problem|issue|wrong)\b|show (?:a|any|anything) ?[a-z]{0,15}\b|come back|happen again|get (?:worse|infected|stolen|hacked|banned|deactivated|cancelled|canceled|suspended|flagged|repossessed|taken)|be (?:stolen|hacked|banned|deactivated|cancelled|canceled|suspended|repossessed|taken)|try (?:again|anything)|unfollow|suffer|drop(?= ?(?:$|[.!,;\n]| over| because| for))|be able to get (?:in|into)|do (?:anything|much|a thing) (?:with|to) (?:just )?(?:your|that|the|it|you))(?![a-z])`;

/** Promises of outcomes the assistant cannot ensure, and reassurance that dismisses the worry. */
export const guaranteeRules: readonly Rule[] = Object.freeze([
  rule('guarantee-you-will-be-fine', G,
    r`\b${YOU_WILL}${ADV} (?:be|end up|turn out) ${STATE}${NOT_QUALIFIED}|\b${YOU_WILL}${ADV} look (?:so |absolutely |really )?(?:amazing|stunning|beautiful|gorgeous|great|fab|fabulous|incredible|perfect|lovely|fantastic|fine)\b${NOT_QUALIFIED}`,
    "Promises the user will be fine, an outcome nobody can guarantee.",
    "Stay with the present: \"This sounds really hard. What would help right now?\"", 'hedge'),
  rule('guarantee-you-will-get-through', G,
    r`\b${YOU_WILL}${ADV} (?:(?:get|make it|pull|come|push) through (?:this|it|that|these|the worst)|get past (?:this|it|that)|survive (?:this|it)|overcome (?:this|it|that)|come out (?:of this )?(?:stronger|the other side|on top|ok|okay|fine)|come out of (?:this|it)|bounce back|be back on your feet|get (?:better|well)(?! (?:at|with|results|grades|sleep|sooner)\b)|be back to (?:normal|yourself|your old self)|(?:fully )?recover(?! (?:the|your|it|them|from a)\b)|heal)\b`,
    "Promises the user will get through this, which the assistant cannot know.",
    "Speak to their strength without predicting: \"You've come through hard things before.\"", 'hedge'),
  rule('guarantee-you-will-succeed', G,
    r`\b${YOU_WILL}${ADV} (?:do (?:great|fine|well|amazing|amazingly|brilliantly|awesome|good)\b|get (?:the|that|this) (?:job|offer|role|position|promotion|place|spot|part|scholarship)\b|get (?:a|an) (?:great|good|big|huge|amazing|decent|brilliant|fantastic) (?:turnout|response|crowd|result|reaction|price|deal|mark|grade|score)\b|get (?:in|hired|accepted|promoted)${END}|get (?:so many|tons of|loads of|lots of|heaps of|plenty of|a ton of) (?:new )?(?:followers|likes|views|customers|clients|offers|bookings|subscribers|compliments|sales|orders)\b|pass(?: (?:it|the (?:exam|test)|your (?:exams?|tests?)))?${END}|(?:nail|ace|crush|smash|rock) (?:it|this|that|them|the [a-z]{1,15}|your [a-z]{1,15}|all (?:two|three|four|five|of (?:them|these|those|it)))\b|succeed\b|make (?:an? )?(?:great|wonderful|amazing|fantastic|excellent|brilliant|fine|good) (?:mom|mum|dad|parent|mother|father|teacher|nurse|doctor|partner|wife|husband|leader|manager|friend|therapist|engineer|lawyer)\b|make it${END}|find (?:love|the one|your person|happiness|the right (?:person|one|partner)|(?:someone|somebody) (?:(?:even|so much|far|way) )?(?:better|new|else|amazing|great|wonderful|who (?:deserves|treats|loves|appreciates)))\b|be (?:at the )?top of (?:your|the) (?:class|year|cohort|program)\b|win${END}|win (?:the|your) (?:case|appeal|hearing|claim|lawsuit|custody (?:case|battle)|race|match|game|election|competition|final)\b|land (?:it|the job|a job|something|one|work|a role|the role|a place|the part)\b|figure it out\b|find a way\b)(?! to\b(?! make it work))|\b${YOU_WILL}${ADV} find (?:something|somewhere|someone|a job|work|a place) (?:even |much |way |far )?(?:better|great|amazing|perfect)\b`,
    "Promises success (the job, the exam, love) that the assistant cannot ensure.",
    "Ask how they are preparing or what they are hoping for.", 'hedge'),
  rule('guarantee-everything-will-be-ok', G,
    r`\b(?:everything|it all|all of this|things|everything else|this all|all|life)${FUT}${ADV} (?:(?:be|turn out) ${STATE}${NOT_QUALIFIED}|turn around\b|look up\b|pick up\b(?! (?:the|your|a|an|my|it|them|where)\b)|work itself out\b)`,
    "Promises that everything will be okay.",
    "Acknowledge the uncertainty: \"I can't promise how this turns out, but I'm here to think it through with you.\"", 'hedge'),
  rule('guarantee-it-will-be-ok', G,
    r`\b(?:it|this|this situation)(?:${FUT}|(?:'s|s| is)${ADV} (?:going to|gonna))${ADV} (?:be|turn out) (?:(?:just|totally|completely|perfectly|all) )?(?:fine|ok|okay|o\.k|alright|all right|aight)\b(?! (?:to|with|for|if|on|as long as|because|since|in most|in some)\b)`,
    "Promises that it will be okay, an outcome the assistant cannot see.",
    "Name what is hard now rather than promising how it ends.", 'hedge'),
  rule('guarantee-will-work-out', G,
    r`\b(?:everything|it|it all|things|this|all of this|all|this all|everything else|(?:this|the|your) (?:day|night|plan|flow|timeline|schedule|evening|party|event|wedding|ceremony|reception|meeting|visit|talk|conversation|weekend|rehearsal|toast|big day))${FUT}${ADV} (?:work (?:out|itself out|themselves out)|turn out (?:fine|ok|okay|alright|all right|well|great|for the best)|fall into place|sort (?:itself|themselves) out|be for the best|resolve (?:itself|themselves)|(?:go|run) (?:smoothly|well|fine|great|perfectly|like clockwork|off without a hitch|without a hitch)|be (?:so |totally |completely )?worth it|blow over)\b(?! (?:to|at|with|if|for|when)\b)|\bnothing(?: (?:bad|terrible|awful|horrible|scary|dangerous))?${FUT}${ADV} (?:go wrong|overlap|drag|clash|fall through|fall apart|be (?:missed|forgotten))\b|\bnothing (?:bad|terrible|awful|horrible|scary|dangerous)${FUT}${ADV} happen\b`,
    "Promises that things will work out.",
    "Ask what a good outcome would look like to them.", 'hedge'),
  rule('guarantee-things-will-get-better', G,
    r`\b(?:things|it|life|everything|this|the pain|your life|the future|it all)(?:${FUT}| can only)${ADV} (?:get|be getting|become|turn) (?:(?:so much|much|a lot|way) )?(?:better|easier|brighter|lighter)\b|\b(?:things|everything|life|the future|it all)${FUT}${ADV} (?:look|seem|feel) (?:(?:so much|much|a lot|way) )?(?:better|brighter|easier|clearer)\b|\b(?:next (?:year|time|month|week|season)|this time next year|tomorrow|the new year|things|life|everything|the future)${FUT}${ADV} be (?:(?:so much|much|a lot|way|even) )?(?:better|brighter|easier|happier)\b|\b(?:things|it|life|everything|business|sales|work) always (?:turns?|picks?|comes?) (?:around|up|good|right)\b|\b(?:things|everything|life|it all) always (?:looks?|seems?|feels?) (?:(?:so much|much|a lot|way) )?(?:better|brighter|easier)\b`,
    "Promises that things will get better, a prediction nobody can make.",
    "Offer possibility instead: \"For many people this does ease over time.\"", 'hedge'),
  rule('guarantee-it-gets-better', G,
    r`(?<!\b(?:find|finds|found|notice|often|usually|sometimes|may|might|can|could|hopefully|maybe|perhaps|before|until) )\b(?:it(?: (?:always|only|really|truly|definitely|eventually|does|honestly|actually|will)){0,2} gets|things(?: (?:always|only|really|truly|definitely|eventually|do|honestly|actually|will)){1,2} get|life(?: (?:always|only|really|truly|definitely|eventually|does|honestly|actually|will)){0,2} gets?) (?:better|easier)\b(?! with practice\b)`,
    "A time promise (\"it gets better\") stated as a certainty.",
    "Stay with how it is now, or hedge honestly: \"For many people it does get easier.\"", 'hedge'),
  rule('guarantee-it-will-pass', G,
    r`\b(?:this too|this|the pain|this pain|the feeling|this feeling|these feelings|those feelings|the sadness|the hurt|the grief|the anxiety|this anxiety|the panic|your (?:pain|anxiety|panic attacks|nerves|stress|grief|sadness|depression|cravings|symptoms|nausea|headaches)|the (?:panic attacks|nerves|stress|depression|cravings|symptoms|nausea|headaches)|this phase|this storm|it all|this moment|this period|the worst)(?:'ll| will|ll| shall| is going to|'s going to|'s gonna| are going to| are gonna)${ADV} (?:(?:pass|fade|go away|disappear|heal|subside|ease up|lift|be over)\b(?! (?:the|a|an|your|all|it|through|in|on|to)\b)${NOT_ON_CONDITION}|be (?:all )?gone\b${NOT_ON_CONDITION})|\bit(?:'ll| will|ll| shall)(?: (?:eventually|soon|all|definitely))? pass(?: (?:soon|eventually|with time|in time))?${END}|\bthe worst (?:is|'s) (?:over|behind you)\b|\b(?:it|this|it all|all this|all of this|this all)(?:'ll| will|ll| shall| is going to|'s going to|'s gonna| is gonna)(?: all)? be (?:behind you|over (?:soon|before long|shortly|quickly|in no time))\b|\b${YOU_WILL}${ADV} never (?:have to )?(?:feel|be|hurt) (?:like )?(?:this|that)(?: (?:way|bad|low|sad|alone|lonely|scared|hopeless|much))? again\b`,
    "Promises that the pain will pass, on a timeline nobody knows.",
    "Acknowledge how heavy it is now instead of promising it will fade.", 'hedge'),
  rule('guarantee-happens-for-a-reason', G,
    r`\b(?:everything|it all|all of this|this|things|it|this all)(?: (?:always|really|truly))? (?:happens?|happened|will happen) for a (?:reason|purpose)\b|\b(?:it|this|that|he|she|they|things)(?: just| simply)?(?:'s|'re| is| are| was| were| wasn'?t| was not| isn'?t| is not| weren'?t)(?: (?:just|simply|not|never)){0,2} meant to be${END}|\b(?:god|the universe)(?: (?:has|had|'s got|always has))(?: (?:a|bigger|other|better))? plans? for\b|\b(?:things|everything|it all)(?: (?:always|eventually))(?: (?:works?|turns?)) out\b|\b(?:things|everything|it all)(?: (?:always|eventually))? (?:works? out|turns? out (?:fine|okay|ok|alright|for the best)) in the end\b`,
    "Asserts a hidden purpose behind the user's pain, which nobody can verify.",
    "Leave meaning-making to the user: \"What do you make of what happened?\"", 'hedge'),
  rule('guarantee-i-promise', G,
    r`\b(?:i|we)(?: (?:can|do|absolutely|totally|really|truly|honestly|100%))? (?:promise|swear|pinky promise)\b(?:,? (?:that )?(?:you|it|things|everything|they|he|she|this|we)(?:'ll|'re|'s| will| are| is|ll)?(?: [a-z']{1,15}){0,4})?`,
    "The assistant promises something it has no power to keep.",
    "Replace the promise with presence: \"I'm here to talk it through with you.\"", 'report'),
  rule('guarantee-i-guarantee', G,
    r`\b(?:i|we)(?: (?:can|do|absolutely|totally|100%))? guarantee\b|\b(?:it'?s|that'?s|this is|it is|that is)(?: (?:pretty much|practically|basically|almost))? guaranteed\b|\bguaranteed to (?:work|help|get better|be fine|be okay|succeed|pass|come back)\b|\bguaranteed(?<!\b(?:not|isn'?t|never|no|aren'?t|wasn'?t|nothing'?s|nothing is|nothing) guaranteed)(?= ?(?:$|[!.\n]| -))`,
    "An explicit guarantee of an outcome the assistant cannot control.",
    "Say what is uncertain, and what the user can influence.", 'report'),
  rule('guarantee-i-assure-you', G,
    r`\b(?:i|we)(?: (?:can|do|want to|'d like to|would like to))? assure you\b|\brest assured\b`,
    "Assurance the assistant has no grounds to give.",
    "Offer what you can stand behind: information, options, and your attention.", 'report'),
  rule('guarantee-trust-me', G,
    r`(?<!\b(?:can|could|to|should|you|not|n't|why|do|would|will|won'?t|don'?t|please) )\btrust me(?:,|:|;| -|\.|!)? (?:on this,? |when i say,? |though,? )?(?:you|you'?re|itll|it|it'?s|things|everything|everything'?s|they|he|she|this|i)\b(?:'ll|'re|'s| will| are| is|ll)?(?: [a-z']{1,15}){0,4}`,
    "\"Trust me\" vouches for an outcome with authority the assistant does not have.",
    "Give your reasons or your uncertainty instead of asking for trust.", 'quote'),
  rule('guarantee-dont-worry', G,
    r`(?<!\b(?:i|we|they|he|she|people|you|to|not|why|that|if|should|would|could|ok|okay|fine) )\b(?:(?:don'?t|dont|do not|never)(?: you)?(?: ever)? (?:worry|stress|fret)\b(?:,? (?:about|abt|bout) (?:it|that|this|a thing|anything|him|her|them)\b)?|try not to (?:worry|stress)\b(?: (?:about|abt|bout) (?:it|that|this|a thing|anything|too much)\b)?)`,
    "Tells the user not to worry, which dismisses the worry instead of meeting it.",
    "Make room for it: \"It makes sense that this is on your mind. What worries you most?\"", 'quote'),
  rule('guarantee-no-need-to-worry', G,
    r`\b(?:(?:(?:there'?s|there is|theres|you have|you'?ve got|you got) no|no) (?:need|reason|cause) (?:for you )?to (?:worry|stress|panic|be (?:worried|scared|afraid|anxious|nervous|concerned))|you (?:don'?t|do not|dont) need to (?:worry|stress|be (?:worried|scared|afraid|anxious|nervous))|you (?:shouldn'?t|should not|shouldnt) (?:worry|stress|be (?:worried|scared|afraid|anxious|nervous)))\b`,
    "Declares the worry unnecessary, a judgment the assistant cannot make for the user.",
    "Ask what the worry is about before weighing it.", 'hedge'),
  rule('guarantee-nothing-to-worry-about', G,
    r`\b(?:(?:there'?s|there is|theres|it'?s|its|it is|that'?s|this is|you have|you'?ve got|you got)(?: (?:absolutely|really|honestly|truly))? nothing|(?:absolutely|really|honestly|truly) nothing|nothing) (?:at all )?to (?:worry|stress|be (?:worried|scared|afraid|nervous|anxious|concerned)) (?:about|abt|of)\b`,
    "Declares there is nothing to worry about, an outcome the assistant cannot know.",
    "Take the worry seriously: \"What part of this feels most worrying?\"", 'hedge'),
  rule('guarantee-definitely-going-to', G,
    r`\b(?:(?:is|are|was|were) (?:definitely|certainly|surely|absolutely|undoubtedly|100%|for sure|totally|without a doubt)|definitely|certainly|surely|absolutely|undoubtedly|100%|for sure|totally|without a doubt) (?:going to|gonna|gon) (?:[a-z']{1,15} ){0,2}?(?:come back|come around|return|get better|improve|heal|recover|work out|change|be back|be (?:fine|ok|okay|alright|all right|better)|happen|succeed|pass|forgive you|love you|miss you|bounce back)\b`,
    "False certainty attached to an outcome (\"is definitely going to come back\").",
    "Drop the certainty and stay with what is known now.", 'quote'),
  rule('guarantee-no-doubt', G,
    r`\b(?:for sure|100%|100 percent|no doubt|without a doubt|without question|undoubtedly|i have no doubt|i'?ve no doubt|i don'?t doubt|there'?s no doubt|there is no doubt|definitely|absolutely|surely)(?: in my mind)?,? (?:that )?${SUBJ_FUT}${ADV} ${OUTCOME}`,
    "Certainty (\"for sure\", \"no doubt\") attached to a promised outcome.",
    "Speak to what is known now, without a promise about later.", 'hedge'),
  rule('guarantee-sure-of-outcome', G,
    r`\b(?:(?:i'?m|i am|im)(?: (?:so|really|absolutely|completely|totally|100%|quite))? (?:sure|certain|confident|positive|convinced)|(?:i|we)(?: (?:just|really|truly|absolutely))? know)(?: that)? ${SUBJ_FUT}${ADV} ${OUTCOME}|\b(?:i'?m|i am|im) (?:so |absolutely |completely |totally |100% |quite )?(?:sure|certain|positive|convinced) of it\b`,
    "The assistant declares itself certain of an outcome it cannot know (\"I'm sure you'll be fine\").",
    "Share hope honestly, or ask what they expect: \"What do you think might happen?\"", 'quote'),
  rule('guarantee-no-way', G,
    r`\b(?:(?:there'?s|there is|theres) (?:no|zero)|no|not a|zero) (?:way|chance) (?:that )?(?:(?:you|they|he|she|it|this|things|anyone|anybody|someone|people|your [a-z]{1,15})(?:'ll| will|ll| would|'d|'re going to| are going to|'re gonna| are gonna|'s going to| is going to|'s gonna| is gonna| won'?t)\b(?! (?:ever )?(?:be able|have)\b|'ve)(?: [a-z']{1,15}){0,3}|(?:you'?re|you are|they'?re|they are|he'?s|she'?s|he is|she is) getting (?:fired|dumped|kicked out|laid off|expelled|rejected|sued|arrested|evicted|deported|caught|in trouble)\b)`,
    "\"There's no way they'll …\" rules an outcome in or out with certainty nobody has.",
    "Say what you don't know, and ask what they fear might happen.", 'hedge'),
  rule('guarantee-time-heals', G,
    r`\btime (?:heals|will heal|'ll heal|is a (?:great |good )?healer|is the (?:best |great )?healer|fixes (?:everything|all)|takes care of (?:everything|it))\b(?: all wounds\b| everything\b)?`,
    "A time promise: that time will heal this, a timeline nobody knows.",
    "Acknowledge the pain as it is now, without promising when it ends.", 'hedge'),
  rule('guarantee-you-will-forget', G,
    r`\b${YOU_WILL}${ADV} (?:forget (?:about )?(?:it|this|that|him|her|them|all about it)|move on|get over (?:it|this|that|him|her|them)|be over (?:it|this|that|him|her|them)|laugh about (?:it|this|that)|look back (?:on this )?and laugh)\b(?: (?:soon|eventually|in time|before you know it)\b)?|\byou (?:won'?t|will not|wont)(?: (?:even|ever))? (?:remember|care about|think about) (?:it|this|that|him|her|them|feeling|being|why)\b`,
    "Promises the user will soon forget or move on, a timeline nobody knows.",
    "Let them grieve or worry at their own pace.", 'hedge'),
  rule('guarantee-others-will-come-back', G,
    r`\b(?:${OTHERS}|the relationship|your relationship|your marriage)(?:${FUT}|${IS_ARE}${ADV} (?:going to|gonna))${ADV} (?:come (?:back|around|to (?:his|her|their) senses)|change${'(?![ -]?[a-z])'}|apologi[sz]e|reach out|return|call you|text you|step up|regret (?:it|this|that|leaving|losing you)|reali[sz]e (?:what (?:he|she|they) (?:lost|had|did|gave up|threw away)|(?:his|her|their) mistake)|survive (?:this|it|that)|get through (?:this|it|that))\b|\b(?:${OTHERS}(?:(?: won'?t| will not| wont| isn'?t going to| aren'?t going to| isn'?t gonna| aren'?t gonna|${IS_ARE} not (?:going to|gonna))${WONT_LEAVE}|(?:'s| is| are|'re)? (?:not|isn'?t|aren'?t)${NOT_GOING_ANYWHERE})|${THEY_ARE} not(?: (?:going to|gonna)${WONT_LEAVE}|${NOT_GOING_ANYWHERE}))`,
    "Predicts another person's return or change as certain.",
    "Ask what they are hoping for from that person, without predicting it.", 'hedge'),
  rule('guarantee-others-will-settle', G,
    r`\b(?:${OTHERS}|${AUDIENCE}${AUDIENCE_WHERE}|${OFFICIAL})(?:${FUT}${ADV} (?:be over (?:it|this|that)|get bored(?: (?:of|with) (?:it|this|that|you|the [a-z]{2,15}))?|lose interest|calm down|cool off|back (?:down|off)|let it go|drop it|leave you alone|(?:stop|give up|behave(?: (?:themselves|himself|herself))?)(?= ?(?:$|[.!,;\n]| soon| eventually| once| as soon as| when| after| straight away))|hold (?:it|themselves|himself|herself) together|be on (?:their|his|her) best behaviou?r|be the star(?: of the [a-z]{2,10})?|steal the show|(?:sort|fix|sort out|approve|process) (?:it|this|that|you|(?:the|your) [a-z]{2,15}) (?:out )?(?:straight away|right away|immediately|quickly)|let you (?:go|out|leave|through) (?:soon|any minute|straight away|right away)|close (?:the|your) case|drop (?:the|this|your) (?:case|complaint|charges?|matter)|(?:rule|decide|find) in your favou?r|side with you)\b|(?: won'?t| will not| wont)(?: (?:ever|even|really))? (?:put a (?:foot|paw|step) wrong|make a scene|cause (?:a|any) (?:scene|trouble|problems?))\b)`,
    "Predicts how another person or a group will come to behave (\"she'll be over it by Friday\", \"they'll stop as soon as you ask\"), which the assistant cannot know.",
    "Say what often happens, and ask what they will do if it goes differently.", 'hedge'),
  rule('guarantee-like-that-always', G,
    r`\blike (?:that|this|these|those|him|her|them|yours) (?:always (?:do(?:es)?(?= ?(?:$|[.!,;\n]| in the end| eventually))|come (?:round|around|back)|back (?:down|off)|calm down|get bored|give up|blow over|die down|lose interest|move on|settle (?:down|in)|stop|fizzle out|sort (?:itself|themselves) out)|never (?:go|goes|get|gets) (?:anywhere|far)|never (?:end|ends) (?:in|with|up)|never (?:come|comes) to anything|never (?:stick|sticks|last|lasts))\b|\b(?:sisters|brothers|siblings|mums|moms|mothers|dads|fathers|parents|kids|teens|teenagers|families|friends|mates|neighbou?rs|people|guests|dogs|cats|bosses|exes|grandparents|in-laws) always (?:come (?:round|around|back)|get over (?:it|things)|forgive|calm down|settle (?:down|in)|move on|back down|get bored|blow over)\b`,
    "A promise made from a generalization (\"people like that always back down\", \"cases like this never go anywhere\"): this person or this case may not follow the rule.",
    "Say what often happens, and leave room for this time: \"Often these fizzle out, though not always.\"", 'hedge'),
  rule('guarantee-cannot-go-wrong', G,
    r`\b(?:it|this|that|this one|that one|the (?:plan|speech|toast|idea|joke|pitch|gift|outfit|surprise)|your (?:plan|speech|toast|idea|pitch|gift|outfit|surprise))(?: (?:just|simply|really))? (?:can'?t|cannot|can not|won'?t|will not|wont)(?: (?:possibly|ever))? (?:miss|flop|bomb|backfire|go wrong)\b|\b(?:the|your|this|that) (?:plane|flight|elevator|lift|bridge|ride|roller ?coaster|ferry|boat)(?: (?:just|simply|really))? (?:can'?t|cannot|can not|won'?t|will not|wont|isn'?t going to|is not going to)(?: (?:possibly|ever))? (?:crash|fall|go down|sink|collapse|get stuck)\b`,
    "Declares that something cannot go wrong (\"this one can't miss\"), a certainty nobody has.",
    "Say why it might land well, and what they could do if it doesn't.", 'hedge'),
  rule('guarantee-certain-future', G,
    r`\b(?:${YOU_WILL}|${OTHERS}${FUT})(?: (?:so|really|totally|all|both))? (?:${CERTAIN}|totally) (?!(?:want|need|have|has|wanna|gotta|hear|be asked|be required|love|adore|enjoy)\b)[a-z]{2,15}\b|\b(?:it|this|that|these|those|this one|that one|(?:any|all|each|either|both|one) of (?:these|those|them)|this plan|the plan|the letter|the form|your application)${FUT}(?: (?:so|really|totally))? (?:never (?:come back|return|grow back|happen again)\b(?! (?:on (?:its|their) own|by itself|unless)\b)|${CERTAIN} (?:work|help|go through|pay off|do the trick|get (?:approved|accepted|through)|be (?:approved|accepted|quick|a success|(?:the|a) (?:better|best|right|smarter|safer) (?:choice|option|party|call|pick|decision|one|bet|plan))|fix (?:it|this|that|things)|get (?:the|that|this|all the|your) (?:[a-z]{2,12} )?(?:out|off|gone)|get (?:your|the) [a-z]{2,15} (?:buzzing|going|moving|sorted|fixed|working|noticed)|solve (?:it|this|that|things|the problem|the issue|your problem)|sort (?:it|this|that|things) out|get (?:him|her|them|you) (?:a|an|the|off|out))\b)`,
    "Certainty (\"you'll definitely …\") attached to a prediction, which nobody can make.",
    "Keep the prediction open: \"That could well help; what would you do if it doesn't?\"", 'hedge'),
  rule('guarantee-in-no-time', G,
    r`\b${SUBJ_FUT}(?: [a-z0-9',]{1,15}){1,8}? (?:in no time|before you know it|in next to no time|overnight)\b`,
    "A quick outcome promised (\"… in no time\", \"before you know it\"), a timeline nobody knows.",
    "Say what tends to help, without promising how soon: \"Many people find this takes a while.\"", 'hedge'),
  rule('guarantee-you-will-love-it', G,
    r`\b${YOU_WILL}${ADV} (?:have (?:the time of your li(?:fe|ves)|the best (?:day|night|evening|trip|weekend|holiday|birthday|christmas|time|party)|an? (?:great|amazing|wonderful|fantastic|fabulous|incredible|awesome) time|(?:such )?an? (?:great|amazing|wonderful|lovely|fantastic|fabulous|incredible|awesome|brilliant|perfect) (?:day|night|evening|trip|weekend|holiday|birthday|christmas|thanksgiving)|a blast)|be (?:amazed|surprised|shocked) (?:at |by )?how (?:much|good|great|quickly|fast|different|better)|(?:never|not) (?:look back|regret (?:it|this|that))|love (?:every (?:minute|second|moment|bit) of it|every (?:minute|second|moment)|being (?:a|her|his) (?:mom|mum|dad|mother|father|parent)|it (?:there|here)|[a-z]{2,15}ing\b(?! (?:to|if|when|whether)\b)|(?:it|this|them|that|(?:the |your )?[a-z]{3,15})(?= ?(?:$|[.!,;\n]| so much| once| when| honestly| too| -)))|make (?:lots of |loads of |so many |plenty of |heaps of )?(?:new )?friends(?: (?:in no time|there|quickly|fast|soon))?|(?:be )?sleep(?:ing)? like a baby)\b`,
    "Promises the user will love how it turns out, a feeling nobody can predict.",
    "Offer it as something that might suit them: \"I hope it's a good trip.\"", 'hedge'),
  rule('guarantee-you-will-regret-it', G,
    r`\b${YOU_WILL}${ADV} (?:resent|regret) (?:it|this|that|him|her|them|each other|not)\b(?: (?:forever|for the rest of your life|for years))?`,
    "Predicts the user's lasting regret as certain, which nobody can know.",
    "Ask what they fear they might feel later, rather than predicting it.", 'hedge'),
  rule('guarantee-you-will-not-lose', G,
    r`\b(?:you(?: won'?t| will not| wont| aren'?t going to| aren'?t gonna)|(?:you'?re|you are) not (?:going to|gonna))(?: (?:ever|actually|really|even))? (?:lose (?:(?:your|the) (?:kids|children|son|daughter|job|house|home|family|friends?|partner|marriage|place|spot|scholarship|visa|license)|custody|them|him|her|everything)|fail(?: out)?${END}|fail (?:this|the (?:class|course|year|exam|test)|out of)|get (?:fired|kicked out|laid off|expelled|dumped)|be (?:alone|fired|homeless|kicked out|expelled|laid off)|end up (?:alone|homeless|broke|on the street)|slip(?: up)?${END}|relapse\b|(?:drink|use|gamble) again\b)${NOT_ON_CONDITION}`,
    "Rules out a feared outcome (\"you won't lose your kids\") with certainty nobody has.",
    "Name what is known and what is not, and ask what they fear most.", 'hedge'),
  rule('guarantee-results-will-be-fine', G,
    r`\b(?:your|the|his|her|their) (?:results?|test results|scans?|tests?|biopsy|mammogram|surgery|operation|procedure|labs?|bloodwork|interview|exam|application|case|hearing|appeal|pregnancy|recovery)${FUT}${ADV} (?:be (?:(?:totally|completely|perfectly|all|just) )?(?:clear|fine|normal|ok|okay|alright|negative|benign|good|great|a success|successful)|go (?:smoothly|well|fine|great|perfectly)|come back (?:clear|normal|fine|negative|clean)|(?:show|find) (?:nothing|no(?:thing)? (?:wrong|bad|concerning|serious)))\b${NOT_QUALIFIED}|\byour (?:hearing|sight|vision|eyesight|memory|appetite|voice|hair|sense of (?:smell|taste)|energy|strength|mobility|period|milk supply|supply|libido|sex drive)${FUT}${ADV} (?:come back|return|recover|be back(?: to normal)?|improve|get better)\b|\byour (?:body|skin|wound|scar|bones?|leg|arm|knee|back|ankle|wrist|hand|foot|shoulder|hip|heart|stitches|cut|burn|incision)${FUT}${ADV} (?:heal (?:completely|fully|perfectly|up (?:fine|nicely|perfectly)|just fine|100%|without a scar)|be (?:as )?good as new|(?:fully|completely) (?:heal|recover)|recover (?:fully|completely))\b`,
    "Promises a medical, legal or test result (or a body's recovery), which nobody can know in advance.",
    "Say what the result depends on, and stay with the waiting: \"The waiting sounds hard.\"", 'hedge'),
  rule('guarantee-nothing-serious', G,
    r`\b(?:it'?s|it is|this is|that'?s|that is)(?: (?:${CERTAIN}|almost certainly|just))? (?:not|nothing) (?:cancer|serious|anything serious|a tumou?r|malignant|a heart attack|a stroke)(?= ?(?:$|[.!,;\n]| and| at all| i promise| trust me| so))|\b(?:i'?m|i am|im)(?: (?:so|really|absolutely|completely|totally|100%|quite))? (?:sure|certain|positive|confident)(?: that)? (?:it'?s|it is|this is|that'?s|that is) (?:nothing|fine|harmless|benign|normal|not (?:cancer|serious|anything serious|a tumou?r|malignant|dangerous))\b(?! (?:to|with|for|if|by|like|compared)\b)|\b(?:you'?re|you are|she'?s|she is|i'?m|im|i am)(?: (?:${CERTAIN}|almost certainly))(?: not|n'?t) pregnant\b|\b(?:your|the) (?:baby|babies|child|son|daughter|kid|kids|pregnancy|heart|body|dog|cat|puppy|kitten)(?:'s| is| are|'re)(?: ${CERTAIN})? (?:perfectly|completely|totally|100%|absolutely) (?:healthy|fine|normal|okay|ok)\b${NOT_QUALIFIED}`,
    "Declares a symptom harmless or a body healthy (\"it's definitely not cancer\", \"I'm sure it's nothing\", \"your baby is perfectly healthy\"), which only an examination can tell.",
    "Stay with the worry and say who can tell: \"Not knowing is hard. When can you get it looked at?\"", 'hedge'),
  rule('guarantee-your-job-is-safe', G,
    r`\byour (?:job|jobs|position|role|spot|place|career|marriage|relationship|visa|scholarship|house|home)(?:'s| is| are| will be|'ll be)(?: (?:100%|totally|completely|definitely|absolutely|perfectly|still|so))? (?:safe|secure|not going anywhere|not at risk)\b`,
    "Declares something the user fears losing safe, which the assistant cannot know.",
    "Ask what they know so far, and what would help them feel steadier.", 'hedge'),
  rule('guarantee-you-are-safe', G,
    r`\b(?:you'?re|you are|you'?ll be|you will be) (?:totally |completely |perfectly |100% |definitely |absolutely )?safe now\b`,
    "Declares the user safe now, which the assistant cannot know.",
    "Say what usually helps people feel safer, and ask what would help them tonight.", 'hedge'),
  rule('guarantee-others-will-be-fine', G,
    r`\b(?:${OTHERS}|the (?:baby|kids|children|little one|dog|cat|puppy)|you (?:two|both|guys|all)|(?:both|the two|the both) of you)${FUT}${ADV} (?:(?:be|end up|turn out) ${STATE}${NOT_QUALIFIED}|pull through\b|make it(?: through)?(?! to\b)\b|(?:fully )?recover\b(?! (?:the|your|it|them|from a)\b)|be around for (?:years|a long time|ages|decades)\b)`,
    "Promises that another person or a pet will be fine, an outcome nobody can guarantee.",
    "Stay with the worry about them: \"It's hard not knowing how they'll manage.\"", 'hedge'),
  rule('guarantee-good-things-coming', G,
    r`\b(?<!\b(?:does|do|did|if|whether|will|would) )(?:hard work|your hard work|all (?:this|that|your) (?:hard )?work|effort) (?:always |will always |will |'ll )pays? off\b|\b(?:good things|better things|better days|brighter days|happier days|the right (?:one|person|job|opportunity|partner|guy|girl|place|fit)|something (?:better|good|great|wonderful))(?:(?: are| is|'re|'s)${ADV} (?:coming|on (?:the|its|their) way|ahead of you|around the corner|waiting for you)|${FUT}${ADV} (?:come(?: along)?|happen|show up|turn up|find you|arrive))\b|\b(?:it|your (?:turn|time|day|moment|chance))${FUT}${ADV} (?:happen(?: for you)?|come)(?= ?(?:$|[.!?,;\n]| soon| eventually| too| one day| when you least expect it))`,
    "Promises that something good is coming, which nobody can know.",
    "Stay with the disappointment now, and ask what they are hoping for.", 'hedge'),
  rule('guarantee-it-will-be-easy', G,
    r`\b(?:it|this|that|(?:your|the) (?:drive|commute|trip|journey|move|flight|exam|test|interview|first day|recovery|surgery|operation|appointment|procedure|shift|birth|labou?r|transition|process|paperwork|application|wedding|speech|presentation|audition|race|match|game|search|hunt|rest|next (?:one|bit|step|part|round)))${FUT}${ADV} be (?:(?:so|really|super|totally|an absolute|a total|such) )?(?:a breeze|a piece of cake|a walk in the park|a doddle|a cinch|easy peasy|plain sailing|smooth sailing|painless|a no-brainer)\b${NOT_QUALIFIED}`,
    "Promises that something ahead will be easy (\"your drive will be a breeze\"), which the assistant cannot know.",
    "Say what might make it easier, and ask what worries them about it.", 'hedge'),
  rule('guarantee-certainty-tag', G,
    r`\b${CERTAINTY_TAG}${AT_CLAUSE_END}(?<=${PREDICTION_BEFORE})${NOT_OWN_PLAN}|\b${YOU_SEE}${AT_CLAUSE_END}(?<=${PREDICTION_BEFORE}\b${YOU_SEE})${NOT_OWN_PLAN}`,
    "A prediction ended with a tag that vouches for it (\"…, trust me.\", \"…, I just know it.\", \"… no problem.\"), certainty the assistant does not have.",
    "Drop the tag and say what the prediction rests on, or what could go differently.", 'quote'),
  rule('guarantee-by-a-date', G,
    r`\b${SUBJ_FUT}${ADV} (?:pass|bounce back|recover|heal|perk up|settle (?:in|down)|be (?:back to normal|back on (?:its|your|their|her|his) feet|loving (?:it|this|life|every minute)|thriving)|feel (?:better|fine|like (?:yourself|new))|love it|get used to (?:it|this|them)|forget (?:all )?about (?:it|this|him|her)) (?:with)?in (?:a|a few|a couple(?: of)?|two|three|four|six|\d{1,2}) (?:days|weeks|months|years)\b|\b(?:with)?in (?:a|a few|a couple(?: of)?|two|three|four|six|\d{1,2}) (?:days|weeks|months|years),? ${YOU_WILL}${ADV} (?:be (?:loving (?:it|this|life)|used to (?:it|this)|(?:completely |totally )?(?:fine|okay|ok|happy|settled))|love it|feel (?:better|fine|like yourself|great)|laugh about (?:it|this)|(?:have )?forg[eo]t(?:ten)? (?:all )?about (?:it|this|him|her))\b`,
    "Promises an outcome by a date (\"it'll bounce back in a couple of weeks\", \"in a few months you'll be loving it\"), which nobody can know.",
    "Say what often happens and leave room: \"Plants like this often recover within a few weeks.\"", 'hedge'),
  rule('guarantee-named-will-come-through', G,
    r`${SUBJECT_BEFORE}\b(?:${WILL}${WILL_ADV} ${COMES_THROUGH}${NOT_ON_CONDITION}|${WONT}(?: (?:ever|even|actually|really|possibly))? ${WONT_HAPPEN}${NOT_ON_TERMS})|\bit(?:'ll|ll)${WILL_ADV} ${COMES_THROUGH}${NOT_ON_CONDITION}`,
    "Promises what someone or something the reply names will do (\"the bank will refund every penny\", \"your landlord can't evict you\", \"the swelling will be gone by Friday\"), an outcome the assistant cannot ensure.",
    "Say what usually happens and what it depends on, and ask what the user will do if it goes otherwise.", 'hedge', true),
  rule('guarantee-you-will-get-it', G,
    r`\b${YOU_WILL}${ADV} (?:win (?:the|this|that|a|your) [a-z]{2,15}|make (?:the|your|that) (?:flight|train|bus|plane|ferry|deadline|team|squad|cut|shortlist|first team|starting (?:lineup|eleven|five)|national team|varsity team)|get (?:your|the|all|every) (?:[a-z]{2,15} ){0,2}(?:back|refunded)|get (?:into|in to) (?:the|a|your|that|this) [a-z]{2,15}|get (?:the|that|this|your|a) (?:day |night |weekend )?(?:shift|refund|deposit|visa|loan|grant|mortgage|extension|promotion|raise|contract|apartment|flat|house)(?= ?(?:$|[.!,;\n-]| back| approved| through| this| next| in | by | before))|land (?:[a-z0-9]{1,10} )?(?:new )?(?:clients|jobs|gigs|roles|offers|customers|contracts)|have (?:a |an |your |the )?(?:[a-z0-9]{1,12} ){0,3}(?:job|jobs|matches|dates|clients|offers|customers|followers|work|friends) (?:in|within|by|before|lined up)\b|pass (?:the|your|this|that) (?:[a-z]{2,15} )?(?:test|exam|assessment|interview|inspection|check|course|module|medical|probation|audition)|look back (?:on|at) (?:this|it|that)\b[^.!?\n]{0,40}\band (?:laugh|smile)|feel (?:at home|settled|like you belong)(?= (?:in|within|by|before|soon))|sail through\b|settle in(?: (?:so|really))? (?:quickly|fast|in no time|soon|easily)|be home (?:by|in|for|before)\b|be (?:laughing|smiling) about (?:this|it))\b(?! (?:more|faster|sooner|quicker|easier)\b)${NOT_ON_CONDITION}|\b(?:you(?: won'?t| will not| wont| aren'?t going to| aren'?t gonna|'ll never| will never)|(?:you'?re|you are) (?:not|never) (?:going to|gonna))(?: (?:ever|actually|really|even))? (?:burn out|need (?:chemo|chemotherapy|surgery|an operation|radiation|a transplant|dialysis)|regret (?:it|this|that|the [a-z]{2,15})|(?:drink|use|gamble|smoke) again|get (?:injured|hurt|sick|ill|scammed|hacked|caught|evicted|deported|fined|sued|arrested|banned|dropped|rejected|ghosted)(?: again)?|be (?:late|deported|evicted|fined|sued|arrested|rejected|dropped)|fall asleep (?:at|behind) the wheel|miss (?:the|your) (?:flight|train|bus|plane|ferry|deadline)|lose (?:your|the|any) (?:deposit|money|savings|crypto|benefits|license|licence))\b${NOT_ON_CONDITION}`,
    "Promises the user a result (\"you'll win the grant\", \"you'll get your deposit back\", \"you won't get injured again\"), which nobody can know.",
    "Say what could help their chances, and ask how they would handle it if it doesn't happen.", 'hedge'),
]);
