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

/** What small talk asks about: a question of which or what kind of these is no question about them. */
const SMALL_TALK = '(?:music|movies?|films?|shows?|tv|food|games?|books?|songs?|snacks?|podcasts?|hobbies)';

/** On-topic follow-up anywhere in the reply: open questions about their situation and offers of support. */
export const followUpRules: readonly Rule[] = [
  replyRule('follow-hardest-part', F, `\\bwhat(?:'?s| has| have| is| was| feels| seems) (?:been )?(?:the )?(?:hardest|toughest|most (?:difficult|painful|frightening|overwhelming|confusing|upsetting|pressing|important|urgent)|heaviest|worst|scariest)(?: part| thing| bit)?\\b|\\b(?:what|which) (?:part|parts|bit|piece|aspect|side)(?: of (?:it|this|that|all this|all of this|[a-z]{1,20}))? (?:has|is|feels|was|seems|'?s|hurts|scares|worries|weighs|keeps|stays|sticks|stands|comes|gets)\\b|\\bwhich (?:of (?:those|these|them)|one|part|parts|side) (?:feels|seems|sounds|would|do you|is|matters)\\b`,
    'Asks what has been hardest for them.'),
  replyRule('follow-holding-up', F, `\\bhow(?: have| has|'?s) (?:the last|these last|the past|these|things|your|the|it|that|this|everything) [a-z ]{0,20}been\\b(?=[^.!?\\n]{0,40}\\?)|\\bhow (?:are|r|have) you (?:been )?(?:holding up|coping|managing|sleeping|eating|doing (?:with|since|today|right now|now|day to day|otherwise|honestly|these days|lately)|feeling (?:about|right now|today|now|since|like\\b)|feeling(?= ?(?:$|[?.!,]))|getting through|taking care of yourself)\\b|\\bhow (?:are|is|have|has) (?:the |your |things |everyone )[a-z ]{0,30}(?:treating|been treating) you\\b|\\b(?:are )?you (?:ok|okay|alright|all right|doing ok|doing okay|safe)(?: (?:now|rn|right now|tonight|today|there))?${QUESTION_END}`,
    'Asks how they are holding up.'),
  replyRule('follow-want-to-talk', F, `\\b(?:do you|would you|if you|if you'?d) (?:want|wanna|like|feel like|feel up to|wish|rather|prefer) (?:to )?(?:talking|talk|sharing|share|telling|tell me|saying|say|venting|vent|going into|go into|walk me through)\\b(?: (?:more|a bit|a little|about|through)\\b)?`,
    'Invites them to talk about it, if they want to.'),
  replyRule('follow-would-it-help', F, `\\bwould it (?:help|feel (?:okay|ok|good|helpful|right)) (?:more |most |at all |a (?:bit|little) )?(?:to|if)\\b`,
    'Offers a next step as a question they can decline.'),
  replyRule('follow-tell-me-more', F, `\\b(?:(?:can|could|would) you tell me (?:more|a (?:bit|little)(?: more)? about|a (?:bit|little) more|what|about|how)|(?:talk|vent) to me(?! about (?:something|anything|your favou?rite|(?:the|your) (?:weekend|plans|hobbies)))|tell me (?:more|a (?:bit|little) more) about|tell me what happened|say (?:a (?:bit|little) )?more about|i'?d (?:really )?(?:like|love|want) to (?:hear|understand|know)|you can (?:always |also )?(?:tell|share with) me|(?:okay|ok|safe|fine) to (?:share|tell me|talk about)|(?:if it helps|if you want|if you'?d like|if you like|when you'?re ready|whenever you'?re ready|if you feel up to it),? (?:tell|show) me(?: (?:more|a (?:bit|little) more|what happened|about))?)\\b`,
    'Asks to hear more about what happened.'),
  replyRule('follow-here-to-listen', F, `\\b(?:i'?m (?:here|around|happy|glad|always here) (?:to listen|if you (?:want|wanna|need|'?d like)|for you|whenever)|i'?m listening|i can listen|i'?ll listen|happy to listen|here to talk|i'?ll stay (?:with you|right here|here with you|on the line)|i'?m (?:not going anywhere|staying (?:right )?here))\\b`,
    'Offers to listen.'),
  replyRule('follow-someone-trust', F, `\\b(?:is there (?:someone|anyone|somebody|a friend|a person)|do you have (?:someone|anyone|somebody|people|a friend|a person|support|a support)|who (?:could|can|do) you (?:talk|turn|reach out|lean on)|(?:someone|anyone) (?:you trust|you can talk to|close to you|who can be with you))\\b`,
    'Asks about the people who could support them.'),
  replyRule('follow-crisis-line', F, `\\b(?:988|crisis (?:line|text line|hotline|center|team)|suicide (?:and crisis )?(?:hotline|lifeline|prevention)|hotline|helplines?|lifeline|samaritans|741741|emergency (?:services|room|number)|call (?:911|999|112|000)|text home to)\\b`,
    'Offers crisis support.'),
  replyRule('follow-what-happened', F, `\\b(?:what happened|what'?s (?:been )?going on|what led (?:up )?to|when did (?:this|it|that|you|things) (?:start|begin|first)|how did (?:it|this|that|things) (?:happen|start|come)|what was (?:it|that|he|she|they) like|what'?s the story (?:with|behind|there)|what did (?:he|she|they|your [a-z]{2,15}) (?:say|do|tell you|write|text|mean)|what (?:was|is|were|'?s) (?:his|her|their|its) names?)\\b(?=[^.!?\\n]{0,80}${QUESTION_END})`,
    'Asks what happened and how it started (in a question: "let\'s be clear about what happened" asks nothing).'),
  replyRule('follow-how-long', F, `\\bhow long (?:have|has|had|did|was|were|is|are) (?:you|this|it|that|they|these|those|the|things|he|she)\\b`,
    'Asks how long they have been living with it.'),
  replyRule('follow-what-you-need', F, `\\bwhat (?:do you (?:need|think (?:you need|would help))|would (?:help|feel (?:helpful|supportive|good|right)|make (?:today|this|things|it) (?:a (?:bit|little) )?(?:easier|more bearable|lighter))|might help you|kind of support|feels? (?:right|manageable|doable) (?:to you|for you|right now))\\b`,
    'Asks what they need right now.'),
  replyRule('follow-on-your-mind', F, `\\bwhat(?:'?s| is| has| has been) (?:been )?(?:on your mind|weighing on you|pulling you under|getting to you|wearing you down|going through your mind|worrying you|troubling you|keeping you up|piling up|eating at you|hurting the most|making (?:this|it) (?:so )?(?:hard|difficult))\\b`,
    'Asks what weighs on them.'),
  replyRule('follow-how-you-feel', F, `\\bhow (?:do|did|does|are) (?:you|it|that|this) (?:feel|feeling|make you feel)(?: about| when| now| right now| for you|\\?)`,
    'Asks how they feel about it.'),
  replyRule('follow-professional', F, `\\b(?:(?:have|would) you (?:been able to |thought about |considered |like to )?(?:talk(?:ed|ing)?|reach(?:ed|ing)? out|speak(?:ing)?|spoken) (?:to|with) (?:a |your )?(?:therapist|counsel(?:l)?or|doctor|gp|psychologist|psychiatrist|professional)|(?:therapist|counsel(?:l)?or|grief counsel(?:l)?or|support group) (?:could|can|might|may) (?:help|be|support|offer))\\b`,
    'Offers professional support as an option, about their situation.'),
  replyRule('follow-what-like', F, `\\bwhat(?:'?s| has| have| was| were| is) (?:it|that|this|things|your days|the days|nights|your evenings|the evenings|day to day) (?:been )?like(?: for you| since| lately| at home| between)?\\b`,
    'Asks what it has been like for them.'),
  replyRule('follow-safety-plan', F, `\\b(?:do you have a (?:plan|safety plan)|(?:are you|have you been|have you|have you had) (?:having|experiencing|had) (?:thoughts|any thoughts)|can you (?:stay|get) (?:somewhere )?safe|can we (?:make|work on) a (?:safety )?plan|is there (?:a safe place|somewhere safe))\\b`,
    'Crisis follow-up: asks about a plan and staying safe.'),
  replyRule('follow-offer-together', F, `\\b(?:would|do) you (?:want|like) (?:me )?to (?:try|go|work|look|think|figure|talk|walk|make|put|start|write|draft|plan|practi[cs]e|sort|find|map|run|break|come up|narrow|know|hear|get|ride|sit|stay|tell|share|take)\\b|\\b(?<!\\b(?:what|whatever|if|when|how|as) )you (?:want me to (?:call|come|stay|help|talk|sit|check|ring|text)|want to (?:talk|vent|tell me))\\b(?=[^.?!\\n]{0,60}${QUESTION_END})|\\bwould you (?:feel (?:okay|ok|comfortable|up to)|be (?:okay|ok|up for|open to|comfortable)) (?:telling|talking|sharing|saying|going into)\\b|\\bwould you (?:be (?:willing|able|ready)|feel (?:able|ready)) to (?:tell|talk|share|say|go into)\\b|\\bwould you (?:like|want) (?:some |a few |an? |more )?(?:help|ideas|options|an overview|a hand|support|company|a plan|questions|a checklist|a draft|wording|a script|scripts|(?:a )?(?:more |shorter |simpler |longer |gentler |different )?(?:[a-z]{1,15} )?version|(?:tips|tricks|ways|strategies|scripts|suggestions|resources|recommendations|pointers|advice) (?:for|on|about|to))\\b|(?<=(?:^|[.!?)]|\\n)\\s{0,3})\\b(?:want (?:me to|some|a|an|help)|want to (?:talk|vent|go through|go|try|look|work|think|hear|run through|practi[cs]e|rehearse|plan|write|tell me|say more))\\b(?! to feel)\\b|\\bwould (?:that|this|something like (?:that|this)|either of (?:those|these|them)|any of (?:those|these|them|that|this)|one of (?:those|these)) (?:feel|be|help|seem|sound|work|appeal|fit|suit)\\b|\\bdoes (?:that|this|either of (?:those|these|them)|any of (?:those|these|them)) (?:feel|seem|sound) (?:doable|possible|manageable|okay|ok|right|useful|helpful|like)\\b`,
    'Offers a next step to take together, as a question they can decline.'),
  replyRule('follow-we-could', F, `\\b(?:we|i) (?:can|could) (?:also |always |just |first |then )?(?:talk|look|go(?! on and on\\b)|${THINK_NOT_MUSING}|work|figure|put|sort|start|try|make|plan|write|draft|practi[cs]e|walk|find|map|break|come up|take (?:it|this|things)|do that|stay|help (?:you|with|sort|think|figure|find|plan|draft|work|map|look|put)|run (?:through|it|them|over)|rehearse|explain)\\b(?! about (?:something|anything) (?:else|fun|happier|lighter|positive))`,
    'Offers to work on it with them ("we could look at your options together").'),
  replyRule('follow-can-i-ask', F, `\\b(?:can|could|may) i ask\\b|\\bwould it be (?:okay|ok|alright|all right) (?:if i (?:ask|asked)|to ask)\\b`,
    'Asks permission to ask about their situation.'),
  replyRule('follow-question-you', F, `\\b(?:(?:what|how|which|who|when|where) (?:do|does|did|would|could|is|was|are|were|has|have|had|used to|might|makes?|feels?|tends? to|usually|matters?|worries|scares|helps|happens|would|goes|went|comes|came|keeps|runs|gets|got|brings|brought|sets)|(?:what|which) (?:part|bit|side|piece)s? (?:of [a-z' ]{1,30} )?(?:is|feels|was|has been|are|do|did|have|would|might)|(?:what|which) (?:(?:(?:kind|sort|type)s? of|kinda|sorta) (?!${SMALL_TALK}\\b)(?:[a-z']{1,20} ){1,2}|(?:things|moments|times|days|thoughts|feelings) )(?:do|does|did|would|could|can|might|have|has|had|are|were|come|comes|came|help|helps|helped|make|makes|made)|(?:what|how|who|where)'?(?:s|ve|d)|how (?:often|much|many|bad) (?:do|does|did|is|are|was|were|has|have|had)|(?:what|which) (?!(?:kind|sort|type)s?\\b|kinda\\b|sorta\\b|${SMALL_TALK}\\b|(?:series|bands?|artists?|recipes?|sports?|teams?|colou?rs?|flavou?rs?)\\b)[a-z]{3,20} (?:are|were|do|did|have|had)(?= you\\b))\\b(?=[^.?!\\n]{0,80}\\b(?:you|your|yourself|you'?re|you'?ve|you'?d)\\b)(?![^.?!\\n]{0,80}\\b(?:for fun|to relax|hobbies|your favou?rite|like to (?:watch|eat|do)|did you eat|in your free time|for (?:dinner|lunch|breakfast|the weekend)|this weekend|you even))[^.?!\\n]{0,160}${QUESTION_END}`,
    'An open question about their situation, addressed to them.'),
  replyRule('follow-question-yes-no', F, `(?<=(?:^|[.!?:;)\\]—–-]|\\n)\\s{0,3}(?:and |or |so |but )?)\\b(?!did you know\\b)(?:are|were|do|does|did|have|had|has|is|was) (?:you|anyone|anybody|someone|there anyone|there someone|he|she|they|things|anything|your [a-z]{2,15}|there (?:any|an?|one|some)\\b(?=[^.?!\\n]{0,60}\\b(?:you|your)\\b))\\b(?! (?:tried|considered|thought about(?! (?:how|what|whether|when|who|where) you\\b)|ever tried|heard|seen|checked out|looked into|watched|read|listened|know that|know what|been to|played|been (?:sleeping|eating|drinking|getting) (?:enough|well|water)|(?:sleeping|eating|drinking|getting) enough))[^.?!\\n]{0,100}${QUESTION_END}|\\b(?<!\\b(?:how|what|where|who|why|when|which|and|or|so|but) )are you (?:at|in|with|still|home|safe|ok|okay|alright|somewhere|able|doing|getting|eating|sleeping|hurt|there)\\b[^.?!\\n]{0,80}${QUESTION_END}`,
    'A yes-or-no question about their situation ("were you close to her?").'),
  replyRule('follow-practical-steps', F, `\\bhere(?:'?s| is) what (?:you|i'?d) (?:can|could|might|may want to|would|suggest)\\b|\\b(?:talk|think|work|walk) (?:it |this |that |things |them )?through\\b`,
    'Practical help offered for their situation ("here is what you can do", "talk it through"); "here is what you need to do" is an order, not an offer.'),
];
