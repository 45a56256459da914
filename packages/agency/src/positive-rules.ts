import type { Rule } from '@synthesis/core';
import { conditionIf, lead, positive, YOU, YOURE } from './rule-helpers.js';

const r = String.raw;

/**
 * After a bare "if you like": the offer ends there ("if you like.", "if you like, I can
 * …", or unpunctuated "if you like we can …"). Followed by an object, "like" is what the
 * user enjoys ("if you like hiking", "see if you like it").
 */
const OFFER_ENDS = r`(?= ?(?:[,.;:!?()\n-]|$)| (?:i|we|you)\b)`;

/** Verbs and helpers that make "it" the subject of a clause: "if you feel like it is …". */
const IT_CLAUSE = r`it(?:'| (?:is|was|has|had|will|would|can|could|might|may|does|did|should|must|isn|wasn|doesn|didn|won|never|always|really|just|feels|seems|makes|made|gets|got|hurts|matters|helps|means|happens|happened|keeps|kept|needs|goes|went)\b)`;

/**
 * After "if you feel like": something to do ("if you feel like talking", "if you feel
 * like it"). Followed by a clause, it describes how the user feels ("if you feel like
 * nobody listens", "if you feel like it is your fault", "if you feel like that"), which
 * offers nothing. The gerund is bounded, and the clauses are ruled out beside the
 * lookahead rather than inside it, so recheck can prove the pattern linear.
 */
const FEEL_LIKE_DOING = r`(?! (?:(?:no|some|any|every)thing\b|${IT_CLAUSE}))(?= (?:it\b|[a-z]{1,20}ing\b))`;

/**
 * After "do you want": a question that names what the user stands to lose is a
 * warning, not an offer ("do you want to lose your job over this?", "do you want
 * to feel like this forever?"). The user is not being asked what they want.
 */
const NOT_A_THREAT = r`(?! (?:to )?(?:lose (?:your|everything|it all|him|her|them|another)|end up|ruin|throw (?:it )?away|waste|keep (?:feeling|being|doing|living|going like)|be (?:stuck|miserable|unhappy|broke|like this)|spend (?:the rest|another|years)|die|fail|regret|live like this|make (?:it|this|things|everything) worse|get (?:fired|kicked out|sick|hurt|worse|arrested|dumped|left behind))\b)(?![^.!?\n]{0,60}\b(?:forever|for the rest of (?:your|ya) life)\b)`;

/** Language that invites, asks, leaves the pace and the choice to the user. */
export const positiveRules: readonly Rule[] = [
  // Invitations
  positive('invite-would-you-like', r`${lead('would', 'what')} ${YOU} (?:like|want|prefer|rather)\b|\b(?:is there|are there|anything|something) (?:else |a part |any part |one |someone |anyone |anything |something )?(?:of (?:this|that|these|them) )?${YOU}(?:'d|d) (?:like|want)\b(?=[^.!?\n]{0,60}\?)`,
    'Offers something and lets the user accept or decline.'),
  positive('invite-do-you-want', r`${lead('do|did', 'what|why')} ${YOU} (?:want|wanna)\b${NOT_A_THREAT}|\byou wanna (?:talk|share|vent|tell)\b|${lead('wanna', 'you|do|did')} (?:talk|share|vent|tell me)\b[^.!?\n]{0,60}\?|\bdo you feel like (?:talking|sharing|telling|getting into|going into)\b`,
    'Asks whether the user wants something instead of deciding for them.'),
  positive('invite-want-offer', r`\b(?:want|wanna|need|interested in|fancy)(?<=(?:^|[.!?:;\n)"(-]|\b(?:anyway|so|ok|okay|oh|and|or|but|sure|btw|hey|well),?) ?(?:want|wanna|need|interested in|fancy)) (?!(?:to )?(?:know|feel|be|get|stop|fix|proof|results|the (?:truth|secret)|a secret|my (?:advice|opinion))\b)[^.!?\n]{1,120}\?`,
    'An elliptical "want me to …?" / "want a few more …?" offer the user can take or leave.'),
  positive('invite-if-you-like', r`${conditionIf('only|even')} ${YOU}(?:(?:'d|d| would)? (?:want|wish|prefer|rather)|(?:'d|d| would) like| like${OFFER_ENDS}|(?:'d|d| would)? feel like${FEEL_LIKE_DOING})\b|${conditionIf()} (?:that'?s|this is|it'?s) something you(?:'d|d| would)? (?:want|like|need|prefer)\b`,
    'Makes the next step conditional on what the user wants.'),
  positive('invite-if-you-tell-me', r`${conditionIf()} you (?:tell|let|show|send|share|give|paste|describe)\b[^.!?\n]{0,80}?\bi(?:'ll| will| can| could|'d be able to| would)\b`,
    'A conditional offer: the user decides whether to say more and get more.'),
  positive('invite-if-it-feels-right', r`${conditionIf()} (?:none|neither) of (?:these|those|them|this|that) (?:fits?|feels? right|works?|helps?|sounds? right)\b|${conditionIf()} (?:it|that|this|any of (?:this|that|these)|something|one of these) (?:(?:feels|seems|sounds|would feel|would be|is) (?:right|okay|ok|helpful|useful|doable|manageable|good|comfortable|safe|like a fit)|helps|would help|resonates|fits|works for you)\b|${conditionIf()} (?:it'?s|that'?s|this is|it would be|that would be) (?:helpful|useful)\b|${conditionIf()} (?:helpful|useful)\b(?= ?,)`,
    'Leaves the user to judge whether a suggestion fits.'),
  positive('invite-open-to', r`\bwould ${YOU} be (?:open|interested|willing|up for|comfortable|okay with|ok with)\b|\bare you (?:open|interested) (?:to|in)\b|${conditionIf()} ${YOURE} (?:open|up for (?:it|that|telling me|talking|sharing)|comfortable|willing|interested|curious)\b|\b(?:is|would) (?:that|this|it) (?:be )?something you(?:'d|d| would| might)? (?:want|wanna|like|be (?:open|interested|up for))\b|\bare you up for\b|${conditionIf()} you feel up (?:to|for) (?:it|that|this)\b`,
    'Asks for the user’s openness before going further.'),
  positive('invite-what-would-it-look-like', r`\bwhat (?:would|might|could) (?:it|that|this|things|life) (?:look|feel|be) like\b|\bwhat (?:does|do|would|might|could) [^.!?\n]{1,40}? (?:look|feel) like (?:for|to) you\b`,
    'Invites the user to imagine their own way forward.'),
  // Asking their perspective
  positive('ask-what-means-to-you', r`\bwhat\b[^.!?\n]{0,40}\bmeans? (?:to|for) you\b`,
    'Asks what something means to the user rather than defining it for them.'),
  positive('ask-what-matters-to-you', r`\bwhat (?:really |truly )?matters (?:most|(?:to|for) you|more (?:to|for) you(?![,:] [^.!?\n]{0,60}\bor\b[^.!?\n]{0,60}\?))\b|\bwhat feels (?:most |really |truly )?(?:important|meaningful)\b|\bwhat(?:'s| is| would be) (?:most |really |truly )?(?:important|meaningful) (?:to|for) you\b`,
    'Centers the user’s own priorities.'),
  positive('ask-what-feels-right', r`\bwhat (?:feels|seems|sounds|would feel|might feel) (?:most |more |right now |like the most )?(?:right|true|helpful|manageable|doable|possible|hardest|heaviest|best|okay|ok|safe|comfortable|supportive|overwhelming)\b|\bwhich (?:of (?:those|these|them|the two)|one|option|path|version)\b (?:feels|sounds|seems|fits|suits|would (?:feel|fit|suit|work))\b|\bwhich(?<=(?:^|[.!?\n:;] ?|\b(?:so|and|or|but|then|now) )which) (?:feels|sounds|seems) (?:closer|truer|more (?:like (?:you|it)|true|right|doable)|right|better)\b(?=[^.!?\n]{0,80}\?)`,
    'Asks the user to weigh options by their own sense of fit.'),
  positive('ask-how-does-that-sit', r`\bhow (?:does|did|do|would|might) (?:that|this|it|all (?:of )?(?:that|this)|the idea|that idea|these ideas|those ideas) (?:sit|land|feel|sound|seem|look)(?: (?:with|to|for) you)?\b|\bhow(?:'?s| has| have) (?:it|that|this|all (?:of )?(?:that|this)) been (?:sitting(?= (?:with|for) you\b| ?[?.,!]| since\b)|landing|feeling)\b`,
    'Checks in on how an idea lands instead of assuming agreement.'),
  positive('ask-what-do-you-think', r`\bwhat do ${YOU} (?:think|make of|feel|reckon|notice)\b|\bwhat would ${YOU} (?:say|tell) (?:to )?(?:a (?:close )?friend|your (?:best )?friend|someone you love)\b|\bwhat are your (?:thoughts|feelings|instincts)\b|\bwhat(?:'s| is) your (?:sense|gut|take|instinct)\b|\b(?:let me know|tell me) (?:what|how|which(?: one| option| version| of (?:these|them|those))?) you(?:'d|d| would)? (?:think|feel|change|prefer|like|pick|choose|go with|want)\b`,
    'Asks for the user’s own view.'),
  positive('ask-what-you-need', r`\bwhat (?:do|would|might) ${YOU} (?:need|hope|wish|want|like)\b|\bwhat (?:are|r) ${YOU} (?:hoping|wanting|needing|looking) for\b|\bwhat (?:kind|sort|type|kinds|sorts) of [a-z]{1,20} (?:are|r|do|would) ${YOU} (?:hoping|looking|wanting|want|like|prefer|need|enjoy|have in mind)\b|\bare you (?:looking for|after|hoping for|leaning|thinking of) (?:something|more|a |an |anything|one|toward|towards)\b|\bdo you have a (?:preference|favou?rite|sense of which)\b|\bwhich way are you leaning\b|\bwhat are you leaning (?:toward|towards)\b|\bwhich\b[^.!?\n]{1,40}? (?:do|would|did) you (?:miss|like|prefer|want|enjoy|need|care about|lean toward)\b[^.!?\n]{0,40}\?|\bany(?:thing)? (?:in )?(?:particular|specific)(?: [a-z]{1,20})? (?:you'?re|you are) (?:after|looking for|thinking of|leaning|hoping for)\b|\b(?:do|would) ${YOU} lean (?:more )?(?:toward|towards|to)\b|\bdo ${YOU} prefer\b(?! (?:i|me|to|that i|some|just)\b)|\bwhich (?:do|will) ${YOU} (?:prefer|pick|choose|go for|go with)\b|\bwhich would ${YOU} (?:pick|choose|go for|go with)\b`,
    'Asks what the user needs instead of prescribing it.'),
  positive('ask-what-would-help', r`\bwhat (?:do you think )?(?:would|might|could|usually|has|have) (?:be |tend to )?(?:most |really )?(?:help|helps|helped|helpful|supportive|useful|comforting|make (?:this|it|things) (?:easier|lighter|more bearable))\b(?! (?:is|was|would be)\b)|\bis there anything (?:that(?:'s| has| have| might| would| could)? |(?:has|have|might|would|could) )?(?:ever )?(?:helped|helps|help)\b|\bwhat (?:would|might|could) make (?:it|this|that|things|today|tonight|tomorrow|the (?:next|rest of)) [^.!?\n]{0,30}?(?:easier|lighter|better|more bearable|less awful|less lonely)\b[^.!?\n]{0,40}\?|\bwhat(?:'s| is| would be| might be) (?:one|a) (?:small |tiny |little |gentle )?(?:thing|step)\b[^.!?\n]{0,50}\?`,
    'Lets the user say what support would help.'),
  positive('ask-how-are-you-feeling', r`\bhow (?:are|r|have) ${YOU} (?:been )?(?:feeling|doing|holding up|coping|managing|taking it|sleeping)\b`,
    'Asks about the user’s state rather than assuming it.'),
  positive('ask-can-you-share', r`\b(?:would|could|can|will) ${YOU} (?:tell|share|say|describe|walk me through) (?:me |with me )?(?:a (?:bit|little) )?(?:more|what|how|about|when)\b|\bi'?d (?:love|like) to (?:hear|know|understand) (?:more|what|how|about)\b|\bwhat (?:was|were) (?:he|she|they|it|things) like\b`,
    'Invites the user to say more in their own words.'),
  positive('ask-whats-on-your-mind', r`\bwhat(?:'s| is| has been| was) (?:been )?(?:on your mind|coming up for you|going on for you|weighing on you|(?:the )?hardest (?:for you|part|bit|thing|piece|about))\b|\bwhat (?:part|parts|piece|bit|aspect)(?: of (?:it|this|that|all (?:of )?this))? (?:has been|have been|is|was|feels|scares|worries|frightens|bothers|hurts|weighs on)\b[^.!?\n]{0,40}\?|\bwhat (?:scares|worries|frightens|bothers|hurts|upsets|stresses) you (?:the )?most\b|\bwhat (?:do|are|did|would) ${YOU} (?:miss|dread|fear|dreading|fearing|missing|worried about|worrying about|afraid of|scared of|nervous about|looking forward to|struggling with) (?:[a-z']{1,15} ){0,3}?most\b|\bwhat (?:are|were) ${YOU} most (?:worried|afraid|scared|nervous|anxious|dreading|hoping|looking forward)\b|\bwhat(?:'s| is) making (?:it|this|today|things|tonight|you)\b[^.!?\n]{0,60}\?`,
    'Opens space for whatever the user wants to bring.'),
  positive('ask-about-their-days', r`\bwhat(?:'s| has) been (?:happening|going on|keeping you|bothering you|getting to you|weighing)\b[^.!?\n]{0,60}\?|\bwhat (?:have|has) (?:the|these|those|your|this|that) [a-z' ]{1,40}? been like\b|\bhow long (?:have|has) you (?:been|had|felt)\b(?! (?:putting|avoiding|ignoring|procrastinating|wasting|sitting on|letting)\b)[^.!?\n]{0,60}\?|\bis there (?:anyone|anybody|someone|somebody) (?:you\b|who (?:you\b|knows|could|can|might|gets|understands|has been)|(?:around|near|close to|with|in your life) )[^.!?\n]{0,60}\?|\bwhat (?:does|do|did) your [a-z' ]{1,30}? look like\b|\bwhat happened (?:after|next|then|when|before|between)\b[^.!?\n]{0,60}\?|\b(?:do|have) you (?:got |have )?(?:anyone|someone|somebody|people|a friend)\b[^.!?\n]{0,60}\?|\bhow(?:'s| has| have| is| was) (?:the|your|this|these|that|things|everything)(?: [a-z']{1,15}){0,3} (?:been|going)(?:,? (?:so far|lately|recently|for you|this week|these days|since [a-z']{1,15}(?: [a-z']{1,15})?))? ?\?`,
    'Asks about the user’s recent days and the people around them instead of assuming.'),
  positive('ask-does-that-resonate', r`\b(?:does|did|do) (?:that|this|any of (?:that|this|these|those)|either of (?:those|these|them)|either one|it|these|those) (?:resonate|fit|ring true|work for you|feel (?:right|true|accurate|okay|ok|like a (?:good |right )?fit|doable|manageable|possible)|sound (?:right|helpful|useful|okay|ok|doable|manageable|like something))\b`,
    'Asks the user to check a reflection or idea against their experience.'),
  // Pace and permission
  positive('pace-when-ready', r`(?:\b(?:when|whenever|once|until|as soon as)|${conditionIf()}) (?:you(?:'?re| are| r| feel)|ur) (?:ever |feeling |truly |really |more )?ready\b|\bwhenever ${YOU}(?:'d|d| would)? (?:like|want|feel like it|need)\b`,
    'Lets the user set the timing.'),
  positive('pace-take-your-time', r`\btake (?:all )?your time\b|\btake (?:all )?(?:the|as much) time you (?:need|want)\b|\btake it (?:slow|slowly|one (?:step|day) at a time)\b`,
    'Removes time pressure.'),
  positive('pace-no-pressure', r`\bno (?:pressure|rush|hurry|obligation)\b|\b(?:there'?s|there is) no (?:deadline|timeline|timetable)\b`,
    'Says outright that nothing is expected of the user right now.'),
  positive('pace-own-pace', r`\b(?:at|in|on) your own (?:pace|time|speed|terms|timeline|schedule)\b|\bat (?:whatever|any) pace (?:that )?(?:feels|works|suits|you)\b`,
    'Lets the user move at their own speed.'),
  positive('pace-only-if-you-want', r`\bas (?:much|little)(?: or as (?:much|little))? as ${YOU} (?:want|like|need|wish|feel comfortable|are comfortable|'re comfortable)\b|\bonly (?:share |say |talk about )?(?:what|as much as|if|when) ${YOU}(?:'re| are)? (?:comfortable|want|like|wish|feel like)\b`,
    'Makes sharing optional and user-sized.'),
  positive('permission-okay-to', r`\b(?:it'?s|its|it is|that'?s|thats|that is)(?: (?:completely|totally|perfectly|absolutely|also|really|more than))? (?:ok|okay|alright|all right|fine|allowed) (?:to|if you)\b|\b${YOURE} (?:allowed|free|welcome) to\b|\bfeel free to\b`,
    'Gives permission instead of instruction.'),
  positive('permission-dont-have-to', r`\b${YOU} (?:don'?t|dont|do not|never) (?:have to|need to|gotta|owe)\b|\bno (?:need|obligation) to (?:explain|justify|apologi[sz]e|decide|rush|share|have (?:it|everything|all)|figure|fix|know)\b`,
    'Releases the user from an obligation.'),
  positive('permission-you-can-say', r`\b${YOU} can (?:always |absolutely |totally )?(?:tell me|be honest|answer honestly|talk to me|say (?:anything|whatever|no)|share (?:as much|whatever|anything|only))\b`,
    'Gives the user permission to say as much, or as honestly, as they choose.'),
  positive('permission-no-right-way', r`\bthere(?:'?s| is| are) no (?:one |single )?(?:right|wrong|correct|perfect|set) (?:way|answer|choice|path|timeline|timetable|pace|order)\b|\bthere (?:isn'?t|is not|'s not) (?:a |one )?(?:single )?(?:right|correct|perfect) (?:way|answer|choice|path)\b`,
    'Tells the user there is no single correct way to feel or act.'),
  positive('permission-either-way', r`\b(?:either (?:way|choice|one|option|path|answer) (?:is|would be)|both (?:are|options are|choices are|would be)) (?:(?:completely|totally|perfectly|absolutely) )?(?:ok|okay|fine|valid|alright|all right|understandable|reasonable|(?:a )?(?:reasonable|valid|good|fair) (?:choice|option|call))\b|\b(?:and|or|but) (?:that'?s|it'?s|that is|it is) (?:(?:completely|totally|perfectly|also) )?(?:ok|okay|fine|alright|all right|valid) too\b|\b(?:that'?s|that is) (?:(?:completely|totally|perfectly|also) )?(?:ok|okay|alright|all right) too\b|${conditionIf()} not,? (?:that'?s|it'?s|that is) (?:(?:completely|totally|perfectly|also) )?(?:ok|okay|fine|alright|all right)\b`,
    'Makes declining as acceptable as accepting.'),
  // Choice
  positive('choice-your-choice', r`\b(?:it'?s|its|is|that'?s|thats|what'?s)(?: (?:entirely|completely|totally|really|ultimately|absolutely|still|always|all))? your(?: own)? (?:choice|decision|call|pick|prerogative|body)\b(?!')|\bthe (?:choice|decision|call) is (?:entirely |completely |totally |ultimately |always |still )?(?:yours|urs)\b|\b(?:totally|entirely|completely|always|all|ultimately) your (?:call|choice|decision)\b|\byour (?:call|choice)\b(?<=(?:^|[.!?\n]) ?your (?:call|choice))(?= ?(?:[.!,;\n]|$))`,
    'States that the decision belongs to the user.'),
  positive('choice-up-to-you', r`${lead('up', String.raw`not|isn'?t|wasn'?t|never|open|opens|opened|opening`)} to you\b(?! to\b)|\b(?:is|are|it'?s|that'?s) yours to (?:make|decide|choose)\b`,
    'Hands the decision back to the user.'),
  positive('choice-know-yourself-best', r`\byou know (?:yourself|your (?:own )?(?:life|situation|body|needs|heart|mind|limits|family|relationship|kids?|child|partner|history)|what(?:'s| is) (?:best|right) for you|best)\b|\byou(?:'re| are) the (?:expert|best judge|authority) (?:on|of|in) your\b|${lead('trust', String.raw`don'?t|dont|do not|not|never|can'?t|cannot|stop`)} your (?:gut|instincts?|judgment|judgement)\b|\b${YOURE} the one who knows\b|\bonly you can (?:really |truly )?(?:know|decide|say|judge)\b|\bpart of you (?:already |might already |may already )?knows\b`,
    'Credits the user’s knowledge of their own life.'),
  positive('choice-you-decide', r`\byou (?:get to|can|are free to|'re free to|are allowed to|'re allowed to|have (?:every|the) right to|always have the right to) (?:decide|choose|set (?:the|your own|your) (?:pace|boundaries|terms|limits)|say no|change your mind|stop (?:at )?any ?time|take (?:a break|breaks|it slow))\b|\byou (?:decide|choose|set the pace|call the shots)\b(?= ?(?:[.,!;\n]|$|what|how|when|whether|if|where|which))|${conditionIf()} you (?:decide|choose|end up deciding)\b`,
    'Affirms the user’s right to decide.'),
  positive('choice-whatever-feels-right', r`\b(?:whatever|however|whichever|wherever)(?: way| pace| order| form)? (?:feels|seems|works|sounds) (?:right|best|good|comfortable|okay|ok|manageable|doable|safest|true)\b|\bwhichever (?:one |version |option |of these |of them )?(?:fits|suits|you prefer|you like|feels|appeals)\b|\bwhichever(?:'s| is) (?:easiest|best|simplest|right) for you\b|\b(?:whatever|whichever)(?: one| option| way| version)? you (?:decide|choose|pick|go with|prefer|end up (?:deciding|choosing|picking)|think is (?:best|right))\b|\b(?:any|whatever) (?:choice|decision) you make\b`,
    'Supports the user’s choice in advance, whichever it is.'),
  // Options framed as options
  positive('option-some-people-find', r`(?:\b(?:some|many|lots of|a lot of|plenty of|most)|${lead('other', 'what|whatever|how')}) (?:new |first-time |other )?(?:people|folks|others|parents|survivors|of us|clients|students|couples|families|partners|patients|readers|cooks|teams|dads|mums|moms|carers|caregivers)(?: in (?:your|a similar|similar) (?:situation|position|shoes|spot))?(?: also)? (?:find|found|have found|say|said|report|notice|prefer|choose|benefit|try|use|turn to|mix|combine|like|go with|opt|(?:get through|handle|cope with|deal with|manage) [^.!?\n]{1,40}? by)\b(?! (?:a|their|your|our) way\b)|\bothers (?:find|have found|report)\b|\bsome (?:people|folks|couples|families|parents|of us)\b[^.!?\n]{0,100}?[;,]["']? (?:and |while |but )?(?:others|other people|some)\b|\b(?:some|many|lots of|plenty of) (?:people|folks|parents|couples|families|students) (?:in|with|who|from|coming from|at) [^.!?\n]{1,40}? (?:find|found|do well|swear by|like|prefer|choose|report|go with|start)\b`,
    'Offers an idea as something others found, not a rule.'),
  positive('option-list-offered', r`\b(?:a few|some|several|a couple of|two|three|four|five|a handful of)(?: (?:fun|simple|small|practical|common|possible|different|gentle|low-key|quick))? (?:options|approaches|ideas|routes|paths|ways(?= you (?:could|might|can) )|things (?:people|families|couples|parents|others|some people)(?: in your (?:spot|shoes|position))? (?:sometimes )?(?:try|use|do|look at|find helpful))\b(?! (?:is|are|might be|could be|would be|to consider|include|if you|you (?:could|might|may) (?:consider|think about|explore|look into))\b)(?: (?:people|families|others|some people) (?:use|try|take|go for))?(?: you (?:could|might|can) [a-z]{2,12})?(?: [a-z]{2,12}){0,2}?(?=:|,? (?:depending on|if any|to choose from|to pick from))`,
    'Introduces a list as options to choose from ("a few options, depending on …:", "some approaches people use:").'),
  positive('ask-this-or-that', r`\b(?:do(?! you (?:want|wanna)\b)|did|is|are|was|which|what)(?<=(?:^|[.!?:;\n]) ?(?:do|did|is|are|was|which|what))\b(?: [a-z']{1,15},?){1,12}? or(?: [a-z']{1,15}){1,6}\?`,
    'Asks which of two paths fits the user ("do you use a pump or pens?"), so the user decides.'),
  positive('option-one-option', r`\bone (?:option|possibility|idea|approach|path|avenue|possible (?:step|option|approach)|thing (?:you (?:could|might|can)|some people|worth))\b|\b(?:another|an|a few|a couple of|some|other) (?:options?|possibilit(?:y|ies)|alternatives?|ideas?) (?:is|are|might be|could be|would be|to consider|include|if you)\b|\b(?:could|might|would|can) (?:all |each |both |also )?be (?:a )?(?:good|great|possible|solid) (?:options?|choices?|places? to start|starting points?)\b`,
    'Frames a suggestion as one option among several.'),
  positive('option-depending-on-you', r`\bdepending on (?:how|what|whether|which|where|when)\b[^.!?\n]{0,30}?\byou(?:'re| are)? (?:want|wanna|prefer|like|need|feel|enjoy|care|after|comfortable|hoping)\b|\bdepending on your (?:budget|taste|tastes|preference|preferences|schedule|mood|energy|needs|goals|situation|comfort|style|priorities)\b|\b(?:that|your answer|it) (?:changes|decides|shapes|will change|would change) (?:which|what) (?:one |option |idea |film |book )?(?:i'?d|i would|i'?ll|to) (?:pick|suggest|recommend|go with|choose)\b`,
    'Ties the options to what the user wants.'),
  positive('option-might-help', r`${lead('might|may|could', 'what')} (?:also |sometimes |really )?(?:help|be (?:helpful|worth|useful|an option|something to))\b`,
    'Hedges a suggestion so the user can weigh it.'),
  positive('option-might-consider', r`\b${YOU} (?:might|may|could) (?:(?:want|wish|like) to )?(?:consider|think about|explore|look into|experiment)\b`,
    'Suggests without prescribing.'),
  positive('option-you-could-try', r`\b${YOU} (?:could|might|can) (?:also |maybe |perhaps |always |even )?try\b|\b${YOU} (?:could|might) (?:also |always |maybe |perhaps |even |just )?(?:keep|start|write|ask|tell|say|send|bring|look|check|talk|reach|take|set|use|pick|skip|wait|let|save|plan|book|schedule|see|begin|share|mention|raise|note|jot|name|choose|go with|swap|make a|make it|leave (?:it|out))\b`,
    'Offers something to try, leaving the choice to the user.'),
  // Collaboration
  positive('collab-we-could', r`\b(?:we|us) (?:could|can|might) (?:maybe |also |try to |start to |start by |just |perhaps )?(?:look|explore|figure|think|talk|work|brainstorm|go|sort|map|unpack|walk|start|take|come up|break|plan|swap|change|adjust|tweak|switch|drop|skip|redo)\b|\b(?:how about|what if) we\b[^.!?\n]{0,80}\?`,
    'Proposes working on it together rather than handing down instructions.'),
  positive('collab-together', r`${lead('figure|think|work|sort|talk|look|walk|go|map|brainstorm|explore|plan|navigate|unpack', 'they|he|she|it|who|which', ' (?:(?:can|could|will|would|may|might|must|should|need to|seek to|are able to|to|also|then) ){0,2}')} (?:(?:it|this|that|things|them|out|through|at|over|about|some|of|these|those|options|ideas|steps) ){0,3}together\b`,
    'Frames the next step as shared work.'),
  positive('collab-here-for-you', r`\b(?:i'?m|i am|im|i'?ll be|i will be)(?: (?:right|always|still|just|also))? here(?: (?:if|whenever|when|for you|to (?:keep )?(?:listen|talk|help|support|hear)|with you|anytime|any time)\b|(?: too| as well)?(?= ?[.!;\n]| -|$))|\b(?:i'?m|i am|im) (?:staying (?:right )?here|not going anywhere)\b`,
    'Offers presence without conditions.'),
  positive('collab-happy-to', r`\b(?:i'?m|i am|im|i'?d be|i would be|i'?ll be|i will be)(?: (?:really|more than|always|very|so))? (?:happy|glad|willing) to (?:listen|help|talk|hear (?:more|about|whatever|anything|what|how)|go|walk|think|brainstorm|explore|look|keep|stay|sit|share|offer|work|figure)\b|\b(?:happy|glad) to (?:help|listen|talk|tweak|adjust|change|rework|redo|shorten|expand|walk|explore|look|keep|write|draft|make|brainstorm|go over|go through)\b|\bi (?:can|could)\b(?<=(?:^|[.!?;\n]| [-—]) ?i (?:can|could)) (?:also )?(?:tweak|adjust|change|swap|redo|shorten|expand|rework|add|make (?:it|one|a|them)|help (?:you )?(?:with|find|plan|draft|write|think|figure|sort|look|map|go|put|work)|look (?:for|into|up)|draft|write (?:up|out|a|one|you)|put together|walk (?:you )?through|go through|sketch|pull together|suggest|find (?:a|some|you|the)|narrow (?:it|them|that|this|things|the list) down)\b|\bis there anything (?:else )?i (?:can|could|might) (?:do|help|take|look)\b`,
    'Offers help the user can take up or not.'),
  // Consent to advice
  positive('consent-would-it-help', r`\bwould it (?:help|be (?:helpful|useful|okay|ok|alright|all right))\b|\bwould (?:that|this|it) (?:feel|seem) (?:doable|manageable|possible|okay|ok|right|helpful|useful)\b|\bwould (?:that|this) (?:help|be (?:helpful|useful))\b|\bwould you find it (?:helpful|useful)\b|\bwould (?:a|an|some|another) [a-z' -]{1,30}? (?:help|be (?:helpful|useful))\b`,
    'Asks before offering help.'),
  positive('invite-shall-i', r`\b(?:shall|should) (?:i|we)\b(?<=(?:^|\n|(?<!\d)[.!?]) ?(?:shall|should) (?:i|we)) (?!be\b|have\b|worry\b)[^.!?\n]{1,80}\?`,
    'Offers a next step as a question the user can answer no to.'),
  positive('consent-may-i-share', r`\b(?:can|could|may) i (?:share|offer|suggest|add|ask|mention|gently (?:share|offer|suggest|point|ask))\b|\b(?:is it|would it be|is that) (?:ok|okay|alright|all right) (?:if i|to (?:share|offer|ask|suggest))\b|\bdo ${YOU} mind if i\b`,
    'Asks permission before giving advice.'),
  positive('consent-advice-or-listen', r`\b(?:suggestions|ideas|advice|tips|solutions|options|practical (?:help|steps))\b.{0,30}\bor\b.{0,30}\b(?:vent|venting|listen|listening|be heard|someone to listen|space to talk|talk it (?:out|through))\b|\b(?:would|do) ${YOU} (?:rather|prefer) (?:i|me|to|that i|some|just)\b|\bjust (?:want|need) (?:to vent|to be heard|someone to listen|space)\b`,
    'Asks whether the user wants advice or just to be heard.'),
];
