import type { Rule } from '@synthesis/core';
import { replyRule } from './rule-helpers.js';

const F = 'follow-up';

/**
 * "think" in an offer, but not "i can think of …": the replier musing ("i can think of a few
 * reasons"), while "we could think of a few options" still counts. Two plain lookarounds in
 * an alternation, which recheck can prove.
 */
const THINK_NOT_MUSING = "think(?! of\\b)|think(?<!\\bi (?:can|could) (?:also |always |just |first |then )?think)";

/**
 * Where a question ends: at its question mark, or at the very end of the reply, since a
 * texted reply often drops the mark ("what happened", "are you at the hospital right now").
 */
const QUESTION_END = '(?:\\?|\\s{0,3}$)';

/**
 * Someone in the user's story, as a question names them ("how's she doing", "what did the
 * vet say about him"): a question about them is a question about the user's situation.
 */
const THEM = "(?:he|she|they|him|her|hers|them|his|their|theirs|he'?s|she'?s|they'?re|theyre)";

/**
 * What the user told, named by the question ("is this happening most nights?", "how was
 * the service?"): with a question mark only, since "that" and "the" are in most sentences.
 */
const THEIR_THING = '(?:it|this|that|these|those|the)';

/** How long a replier offers to be around: "all evening", "till ten", "for the next hour or so". */
const FOR_A_WHILE =
  '(?:all (?:day|night|evening|afternoon|morning|week|weekend)|(?:till|until|til) [a-z0-9:]{1,10}(?: ?[ap]m)?|tonight|today|later|this (?:evening|afternoon|morning|week)|for (?:the next|a|an|another) (?:bit|while|hour|couple of hours|few hours|minute|few minutes|day|evening|night)(?: or so)?|rn|right now|now)';

/** Professionals and services a reply may point to for the user's situation. */
const PROFESSIONAL =
  '(?:therapist|counsel(?:l)?or|doctor|gp|psychologist|psychiatrist|professional|health visitor|midwife|nurses?|social worker|employee assistance program(?:me)?|support worker|debt advi[cs]e (?:service|line|charity)|debt advi[cs]er|grief counsel(?:l)?or|support group)';

/**
 * Questions that ask nothing, said to agree, to take the user's side or to wave a worry
 * off: "who does that?", "how could a parent not miss that?", "what's the rush?", "who
 * could have known?", "how could anyone see that coming?". For a negative lookahead where
 * a question starts.
 */
const RHETORICAL = "who (?:does|would do|could do) (?:that|this)\\b|how (?:could|can|would) [^.?!\\n]{0,40}\\bnot\\b|what'?s the (?:rush|hurry|harm)\\b|how (?:is|are) (?:anyone|anybody|someone|a person|people|you) (?:supposed|meant|expected) to\\b|whose idea\\b|who (?:could|would|can|'?d)(?: (?:ever|possibly|really))?(?: have)? (?:ask|guess|guessed|blame|expect|expected|know|known|predict|predicted|imagine|imagined|tell|told|say)\\b|how (?:could|can|would|do|did) (?:anyone|anybody|any [a-z]{2,12}|they (?:never|not|still))\\b";

/** What small talk asks about: a question of which or what kind of these is no question about them. */
const SMALL_TALK = '(?:music|movies?|films?|shows?|tv|food|games?|books?|songs?|snacks?|podcasts?|hobbies)';

/** On-topic follow-up anywhere in the reply: open questions about their situation and offers of support. */
export const followUpRules: readonly Rule[] = [
  replyRule('follow-hardest-part', F, `\\bwhat(?:'?s| has| have| is| was| feels| seems) (?:been )?(?:the )?(?:hardest|toughest|most (?:difficult|painful|frightening|overwhelming|confusing|upsetting|pressing|important|urgent)|heaviest|worst|scariest)(?: part| thing| bit)?\\b|\\b(?:what|which) (?:part|parts|bit|piece|aspect|side)(?: of (?:it|this|that|all this|all of this|[a-z]{1,20}))? (?:has|is|feels|was|seems|'?s|hurts|scares|worries|weighs|keeps|stays|sticks|stands|comes|gets)\\b|\\bwhich (?:of (?:those|these|them)|one|part|parts|side) (?:feels|seems|sounds|would|do you|is|matters)\\b`,
    'Asks what has been hardest for them.'),
  replyRule('follow-holding-up', F, `\\bhow(?: have| has|'?s) (?:the last|these last|the past|these|things|your|the|it|that|this|everything) [a-z ]{0,20}been\\b(?=[^.!?\\n]{0,40}\\?)|\\bhow (?:are|r|have) you (?:been )?(?:holding up|coping|managing|sleeping|eating|doing (?:with|since|today|right now|now|day to day|otherwise|honestly|these days|lately)|feeling (?:about|right now|today|now|since|like\\b)|feeling(?= ?(?:$|[?.!,]))|getting through|taking care of yourself)\\b|\\bhow (?:are|is|have|has) (?:the |your |things |everyone )[a-z ]{0,30}(?:treating|been treating) you\\b|\\b(?:are )?you (?:ok|okay|alright|all right|doing ok|doing okay|safe)(?: (?:now|rn|right now|tonight|today|there))?${QUESTION_END}|\\b(?:are )?you (?:ok|okay|alright|up) (?:to|for) (?:talk|talking|chat|a chat)\\b|\\b(?:are )?you (?:doing )?(?:ok|okay|alright) after\\b[^.?!\\n]{0,40}${QUESTION_END}`,
    'Asks how they are holding up.'),
  replyRule('follow-want-to-talk', F, `\\b(?:do you|would you|if you|if you'?d) (?:want|wanna|like|feel like|feel up to|wish|rather|prefer) (?:to )?(?:talking|talk|sharing|share|telling|tell me|saying|say|venting|vent|going into|go into|walk me through)\\b(?: (?:more|a bit|a little|about|through)\\b)?`,
    'Invites them to talk about it, if they want to.'),
  replyRule('follow-would-it-help', F, `\\bwould it (?:help|feel (?:okay|ok|good|helpful|right)) (?:more |most |at all |a (?:bit|little) )?(?:to|if)\\b|\\bwould (?:a|an|some) (?:[a-z0-9-]{1,15} ){1,5}help(?: you)?\\b(?=[^.?!\\n]{0,80}\\?)`,
    'Offers a next step as a question they can decline.'),
  replyRule('follow-tell-me-more', F, `\\b(?:(?:can|could|would) you tell me (?:more|a (?:bit|little)(?: more)? about|a (?:bit|little) more|what|about|how)|(?:talk|vent) to me(?! about (?:something|anything|your favou?rite|(?:the|your) (?:weekend|plans|hobbies)))|tell me (?:more|a (?:bit|little) more) about|tell me what happened|tell me (?:about (?:her|him|them|your)|(?:his|her|their) names?|how (?:things|it'?s|it is|(?:you|he|she|they) (?:are|is|'?re|'?s|feel|felt|have|'?ve|were|was)))|walk me through|(?:let me know|lmk|tell me) (?:what|how|if you(?: (?:want|wanna|need)|'?d like))|(?:keen|happy|glad) to hear (?:more|how|what|about)|i'?m (?:really )?curious (?:how|what|about|whether|if)|i(?: wonder|'?m wondering) (?:what|how|who)|i'?d be (?:keen|interested|glad|happy|curious) to (?:know|hear)|tell me about [a-z]{2,15}(?=,? (?:if|when|whenever)\\b)|if you (?:tell|let) me|say a (?:bit|little) about|(?:you'?re|you are) (?:welcome|free) to (?:tell|share|talk)|say (?:a (?:bit|little) )?more about|i'?d (?:really )?(?:like|love|want) to (?:hear|understand|know)|you can (?:always |also )?(?:tell|share with) me|(?:okay|ok|safe|fine) to (?:share|tell me|talk about)|(?:if it helps|if you want|if you'?d like|if you like|when you'?re ready|whenever you'?re ready|if you feel up to it),? (?:tell|show) me(?: (?:more|a (?:bit|little) more|what happened|about))?)\\b`,
    'Asks to hear more about what happened, or says it would like to ("tell me about him, if you want", "I\'d be interested to hear how he took it").'),
  replyRule('follow-here-to-listen', F, `\\b(?:i'?m (?:here|around|happy|glad|always here) (?:to listen|for you|whenever)|i'?m (?:(?:right |always |still )?here|around|free|about|online)(?: ${FOR_A_WHILE})? if you(?: (?:want|wanna|need|feel like)|'?d like)|(?:text|call|ring|message|phone) me (?:when|if|whenever|anytime|any time|later|tonight|tomorrow)|i'?m listening|i can listen|i'?ll listen|happy to listen|here to talk|i'?ll stay (?:with you|right here|here with you|on the line)|i'?m (?:not going anywhere|staying (?:right )?here))\\b`,
    'Offers to listen.'),
  replyRule('follow-someone-trust', F, `\\b(?:is there (?:someone|anyone|somebody|a friend|a person)|do you have (?:someone|anyone|somebody|people|a friend|a person|support|a support)|who (?:could|can|do) you (?:talk|turn|reach out|lean on)|(?:someone|anyone) (?:you trust|you can talk to|close to you|who can be with you))\\b`,
    'Asks about the people who could support them.'),
  replyRule('follow-crisis-line', F, `\\b(?:988|crisis (?:line|text line|hotline|center|team)|suicide (?:and crisis )?(?:hotline|lifeline|prevention)|hotline|helplines?|lifeline|samaritans|741741|emergency (?:services|room|number)|(?:call|ring|phone|dial) (?:911|999|112|000|111)|nhs 111|text home to)\\b`,
    'Offers crisis support.'),
  replyRule('follow-what-happened', F, `\\b(?:what happened|what'?s (?:been )?going on|what led (?:up )?to|when did (?:this|it|that|you|things) (?:start|begin|first)|how did (?:it|this|that|things) (?:happen|start|come)|what was (?:it|that|he|she|they) like|what'?s the story (?:with|behind|there)|what did (?:he|she|they|your [a-z]{2,15}) (?:say|do|tell you|write|text|mean)|what (?:was|is|were|'?s) (?:his|her|their|its) names?)\\b(?=[^.!?\\n]{0,80}${QUESTION_END})`,
    'Asks what happened and how it started (in a question: "let\'s be clear about what happened" asks nothing).'),
  replyRule('follow-how-long', F, `\\bhow long (?:have|has|had|did|was|were|is|are) (?:you|this|it|that|they|these|those|the|things|he|she)\\b|\\bhow long (?:has|have|had) (?:[a-z]{2,15} ){1,2}been\\b`,
    'Asks how long they have been living with it.'),
  replyRule('follow-what-you-need', F, `\\bwhat (?:do you (?:need|think (?:you need|would help))|would (?:help|feel (?:helpful|supportive|good|right)|make (?:today|this|things|it) (?:a (?:bit|little) )?(?:easier|more bearable|lighter))|might help you|kind of support|feels? (?:right|manageable|doable) (?:to you|for you|right now))\\b`,
    'Asks what they need right now.'),
  replyRule('follow-on-your-mind', F, `\\bwhat(?:'?s| is| has| has been) (?:been )?(?:on your mind|weighing on you|pulling you under|getting to you|wearing you down|going through your mind|worrying you|troubling you|keeping you up|piling up|eating at you|hurting the most|making (?:this|it) (?:so )?(?:hard|difficult))\\b`,
    'Asks what weighs on them.'),
  replyRule('follow-how-you-feel', F, `\\bhow (?:do|did|does|are) (?:you|it|that|this) (?:feel|feeling|make you feel)(?: about| when| now| right now| for you|\\?)`,
    'Asks how they feel about it.'),
  replyRule('follow-professional', F, `\\b(?:(?:have|would) you (?:been able to |thought about |considered |like to )?(?:talk(?:ed|ing)?|reach(?:ed|ing)? out|speak(?:ing)?|spoken) (?:to|with) (?:a |your )?${PROFESSIONAL}|${PROFESSIONAL} (?:could|can|might|may|would) (?:really |also )?(?:help|be|support|offer|refer|see you|advise)|(?:contact|call|ring|phone|see|book in with|get in touch with)(?<!\\b(?:need to|must|have to|got to|gotta) [a-z ]{3,18}) (?:your |a )?${PROFESSIONAL}\\b|(?:talking|speaking) (?:to|with) (?:a |your )?${PROFESSIONAL}\\b[^.?!\\n]{0,60}\\b(?:could|can|might|may|would|will) (?:really |also )?help)\\b`,
    'Offers or points to professional support for their situation ("a GP can refer you", "talking to your midwife could help"); an order to see a doctor is no offer.'),
  replyRule('follow-what-like', F, `\\bwhat(?:'?s| has| have| was| were| is) (?:it|that|this|things|your days|the days|nights|your evenings|the evenings|day to day) (?:been )?like(?: for you| since| lately| at home| between)?\\b`,
    'Asks what it has been like for them.'),
  replyRule('follow-safety-plan', F, `\\b(?:do you have a (?:plan|safety plan)|(?:are you|have you been|have you|have you had) (?:having|experiencing|had) (?:thoughts|any thoughts)|can you (?:stay|get) (?:somewhere )?safe|can we (?:make|work on) a (?:safety )?plan|is there (?:a safe place|somewhere safe))\\b`,
    'Crisis follow-up: asks about a plan and staying safe.'),
  replyRule('follow-offer-together', F, `\\b(?:would|do) you (?:want|like) (?:me )?to (?:try|go|work|look|think|figure|talk|walk|make|put|start|write|draft|plan|practi[cs]e|sort|find|map|run|break|come up|narrow|know|hear|get|ride|sit|stay|tell|share|take|point|show|send|link|connect|help)\\b|\\bfancy (?:going|talking|working|looking|thinking|making|sorting|trying|having a (?:go|look|think|chat|natter))\\b|\\breckon (?:you'?d|you would) (?:want|like|be up for)\\b|\\b(?<!\\b(?:what|whatever|if|when|how|as) )you (?:want me to (?:call|come|stay|help|talk|sit|check|ring|text)|want to (?:talk|vent|tell me))\\b(?=[^.?!\\n]{0,60}${QUESTION_END})|\\bwould you (?:feel (?:okay|ok|comfortable|up to)|be (?:okay|ok|up for|open to|comfortable)) (?:telling|talking|sharing|saying|going into|looking (?:at|into)|exploring|speaking|reaching out|working)\\b|\\bwould you (?:be (?:willing|able|ready)|feel (?:able|ready)) to (?:tell|talk|share|say|go into)\\b|\\bwould you (?:like|want) (?:some |a few |an? |more )?(?:help|ideas|options|an overview|a hand|support|company|a plan|questions|a checklist|a draft|wording|a script|scripts|(?:a )?(?:more |shorter |simpler |longer |gentler |different )?(?:[a-z]{1,15} )?version|(?:tips|tricks|ways|strategies|scripts|suggestions|resources|recommendations|pointers|advice) (?:for|on|about|to))\\b|(?<=(?:^|[.!?)]|\\n)\\s{0,3})\\b(?:(?:you )?want (?:me to|some|a|an|help|company)|want to (?:talk|vent|go through|come (?:round|over)|go|try|look|work|think|hear|run through|practi[cs]e|rehearse|plan|write|tell me|say more))\\b(?! to feel)\\b|\\bwould (?:that|this|something like (?:that|this)|either of (?:those|these|them)|any of (?:those|these|them|that|this)|one of (?:those|these)) (?:feel|be|help|seem|sound|work|appeal|fit|suit)\\b|\\bdoes (?:that|this|either of (?:those|these|them)|any of (?:those|these|them)) (?:feel|seem|sound) (?:doable|possible|manageable|okay|ok|right|useful|helpful|like)\\b|\\b(?:would|do) you (?:want|like) me to (?:cancel|arrange|check (?:whether|if|on)|book|ring|call|contact|pause|freeze|put (?:a|the) hold|waive|refund|sort out|close|transfer|flag|escalate|save|keep)\\b`,
    'Offers a next step to take together, as a question they can decline.'),
  replyRule('follow-we-could', F, `\\b(?:(?:we|i) (?:can|could)|we might|shall (?:we|i)|i'?m (?:happy|glad) to) (?:also |always |just |first |then |either )?(?:talk|look|outline|go(?! on and on\\b)|${THINK_NOT_MUSING}|work|figure|put|sort|start|try|make|plan|write|draft|practi[cs]e|walk|find|map|break|come up|take (?:it|this|things)|do that|stay|help (?:you|with|sort|think|figure|find|plan|draft|work|map|look|put)|run (?:through|it|them|over)|rehearse|explain)\\b(?! about (?:something|anything) (?:else|fun|happier|lighter|positive))`,
    'Offers to work on it with them ("we could look at your options together").'),
  replyRule('follow-can-i-ask', F, `\\b(?:can|could|may) i ask\\b|\\bwould it be (?:okay|ok|alright|all right) (?:if i (?:ask|asked)|to ask)\\b`,
    'Asks permission to ask about their situation.'),
  replyRule('follow-question-you', F, `\\b(?!${RHETORICAL})(?:(?<=(?:^|[.!?\\n])\\s{0,3})who (?:actually |really |first |finally )?(?:told|said|found|saw|called|rang|broke)|whose [a-z]{2,15} |(?:what|how|which|who|when|where) (?:do|does|did|would|could|will|can|should|is|was|are|were|has|have|had|used to|might|makes?|feels?|tends? to|usually|matters?|worries|scares|helps|happens|would|goes|went|comes|came|keeps|runs|gets|got|brings|brought|sets)|(?:what|which) (?:part|bit|side|piece)s? (?:of [a-z' ]{1,30} )?(?:is|feels|was|has been|are|do|did|have|would|might)|(?:what|which) (?:(?:(?:kind|sort|type)s? of|kinda|sorta) (?!${SMALL_TALK}\\b)(?:[a-z']{1,20} ){1,2}|(?:things|moments|times|days|thoughts|feelings) )(?:do|does|did|would|could|can|might|have|has|had|are|were|come|comes|came|help|helps|helped|make|makes|made)|(?:what|how|who|where)'?(?:s|ve|d)|how (?:often|much|many|bad|old|far along) (?:do|does|did|is|are|was|were|has|have|had)|how (?:many|much) (?:[a-z]{2,15} ){1,2}(?:do|does|did|is|are|was|were|has|have|had)|how (?:old|long|far along|bad)'s|which of (?:your|them|those|these|the)|(?:what|which) (?!(?:kind|sort|type)s?\\b|kinda\\b|sorta\\b|${SMALL_TALK}\\b|(?:series|bands?|artists?|recipes?|sports?|teams?|colou?rs?|flavou?rs?)\\b)[a-z]{3,20} (?:are|were|do|did|have|had|tend|tends|keep|keeps)(?= (?:you|they|he|she|we)\\b| to\\b| [a-z]{3,15}ing\\b))\\b(?![^.?!\\n]{0,80}\\b(?:for fun|to relax|hobbies|your favou?rite|like to (?:watch|eat|do)|did you eat|in your free time|for (?:dinner|lunch|breakfast|the weekend)|this weekend|you even))(?:(?=[^.?!\\n]{0,80}\\b(?:you|your|yourself|you'?re|you'?ve|you'?d|${THEM})\\b)[^.?!\\n]{0,160}${QUESTION_END}|(?=[^.?!\\n]{0,80}\\b${THEIR_THING}\\b)[^.?!\\n]{0,160}\\?)`,
    'An open question about their situation: addressed to them, about someone in their story ("how\'s she doing"), or with a question mark about what they told ("how was the service?"); rhetorical ones ("who does that?") ask nothing.'),
  replyRule('follow-question-yes-no', F, `(?<=(?:^|[.!?:;)\\]—–-]|\\n)\\s{0,3}(?:and |or |so |but )?|(?:^|[.!?:;\\n])\\s{0,3}(?:do|does|did|is|are|was|were|have|has|can|could) [^.!?\\n]{0,80}, and )\\b(?!did you know\\b)(?:(?:can|could|will) (?:you|u)(?! (?:tell|talk|say|share|walk)\\b)|(?:are|were|do|does|did|have|had|has|is|was) (?:you|anyone|anybody|someone|there anyone|there someone|there (?:family|friends|people|help|support|a neighbou?r)|he|she|they|things|anything|there anything|your [a-z]{2,15}|work|school|uni|college|there (?:any|an?|one|some)\\b(?=[^.?!\\n]{0,60}\\b(?:you|your)\\b))|(?:got|you got|have you got) (?:somewhere|someone|somebody|anyone|anybody|a place|people|support|help|a plan|family|friends)|anything (?:planned|you'?d like|you want|i can do|that (?:helps|might help|would help)))\\b(?! (?:tried|considered|thought about(?! (?:how|what|whether|when|who|where) you\\b)|ever tried|heard|seen|checked out|checked whether|checked if|looked into|looked at|watched|read|listened|know that|know what(?!'?s happened| happened)|been to|played|been (?:sleeping|eating|drinking|getting) (?:enough|well|water)|(?:sleeping|eating|drinking|getting) enough))[^.?!\\n]{0,100}${QUESTION_END}|(?<=(?:^|[.!?:;)\\]—–-]|\\n)\\s{0,3}(?:and |or |so |but )?)\\b(?:is|was|are|were|has|have|does|did) (?:this|that|it|these|those|the [a-z]{2,15}|an? [a-z]{2,15})\\b(?! (?:any|a|really a|so|really so|that) (?:wonder|surprise|surprising|strange|shock)\\b)(?! (?:not|n't)\\b)[^.?!\\n]{0,100}\\?|\\b(?<!\\b(?:how|what|where|who|why|when|which|and|or|so|but) )are you (?:at|in|with|still|home|safe|ok|okay|alright|somewhere|able|doing|getting|eating|sleeping|hurt|there)\\b[^.?!\\n]{0,80}${QUESTION_END}|(?<=(?:^|[.!?:;)\\]—–-]|\\n)\\s{0,3}(?:and |or |so |but )?)\\b(?:you|u) (?:eaten|slept|had (?:any|some|a)|managed|heard (?:back|from|anything)|told (?:anyone|someone|them|him|her)|seen (?:a|the|your) (?:doctor|gp))\\b[^.?!\\n]{0,80}\\?`,
    'A yes-or-no question about their situation ("were you close to her?").'),
  replyRule('follow-practical-steps', F, `\\bhere(?:'?s| is) what (?:you|i'?d) (?:can|could|might|may want to|would|suggest)\\b|\\b(?:talk|think|work|walk) (?:it |this |that |things |them )?through\\b`,
    'Practical help offered for their situation ("here is what you can do", "talk it through"); "here is what you need to do" is an order, not an offer.'),
];
