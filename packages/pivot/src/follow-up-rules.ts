import type { Rule } from '@synthesis/core';
import { rule } from './rule-helpers.js';

const F = 'follow-up';

/** On-topic follow-up anywhere in the reply: open questions about their situation and offers of support. */
export const followUpRules: readonly Rule[] = [
  rule('follow-hardest-part', F, `\\bwhat (?:has|'?s|have|is|was|feels|seems) (?:been )?(?:the )?(?:hardest|toughest|most (?:difficult|painful|frightening|overwhelming|confusing|upsetting)|heaviest|worst)(?: part| thing| bit)?\\b`,
    'Asks what has been hardest for them.'),
  rule('follow-holding-up', F, `\\bhow (?:are|have) you (?:been )?(?:holding up|coping|managing|doing (?:with|since|today|right now|now)|feeling (?:about|right now|today|now|since)|getting through|taking care of yourself)\\b`,
    'Asks how they are holding up.'),
  rule('follow-want-to-talk', F, `\\b(?:do you|would you|if you) (?:want|like|feel like|wish) (?:to )?(?:talk|share|tell me|say|vent|go into|walk me through)(?: (?:more|a bit|a little|about|through))?`,
    'Invites them to talk about it, if they want to.'),
  rule('follow-would-it-help', F, `\\bwould it (?:help|feel (?:okay|ok|good|helpful|right)) (?:to|if)\\b`,
    'Offers a next step as a question they can decline.'),
  rule('follow-tell-me-more', F, `\\b(?:(?:can|could|would) you tell me (?:more|a (?:bit|little) more|what|about|how)|tell me (?:more|a (?:bit|little) more) about|say (?:a (?:bit|little) )?more about|i'?d (?:like|love) to (?:hear|understand|know) (?:more|what|how))\\b`,
    'Asks to hear more about what happened.'),
  rule('follow-here-to-listen', F, `\\b(?:i'?m (?:here|around|happy|glad|always here) (?:to listen|if you (?:want|need|'?d like)|for you|whenever)|i'?m listening|i can listen|i'?ll listen|happy to listen|here to talk)\\b`,
    'Offers to listen.'),
  rule('follow-someone-trust', F, `\\b(?:is there (?:someone|anyone|somebody|a friend|a person)|do you have (?:someone|anyone|somebody|people|a friend|a person|support|a support)|who (?:could|can|do) you (?:talk|turn|reach out|lean on)|(?:someone|anyone) (?:you trust|you can talk to|close to you|who can be with you))\\b`,
    'Asks about the people who could support them.'),
  rule('follow-crisis-line', F, `\\b(?:988|crisis (?:line|text line|hotline|center|team)|suicide (?:and crisis )?(?:hotline|lifeline|prevention)|hotline|lifeline|samaritans|741741|emergency (?:services|room|number)|call (?:911|999|112|000)|text home to)\\b`,
    'Offers crisis support.'),
  rule('follow-what-happened', F, `\\b(?:what happened|what led (?:up )?to|when did (?:this|it|that|you|things) (?:start|begin|first)|how did (?:it|this|that|things) (?:happen|start|come)|what was (?:it|that|he|she|they) like)\\b`,
    'Asks what happened and how it started.'),
  rule('follow-how-long', F, `\\bhow long (?:have you|has (?:this|it|that)|did (?:you|it|this))\\b`,
    'Asks how long they have been living with it.'),
  rule('follow-what-you-need', F, `\\bwhat (?:do you (?:need|think (?:you need|would help))|would (?:help|feel (?:helpful|supportive|good|right)|make (?:today|this|things|it) (?:a (?:bit|little) )?(?:easier|more bearable|lighter))|might help you|kind of support|feels? (?:right|manageable|doable) (?:to you|for you|right now))\\b`,
    'Asks what they need right now.'),
  rule('follow-on-your-mind', F, `\\bwhat(?:'?s| is| has been) (?:been )?(?:on your mind|weighing on you|going through your mind|worrying you|troubling you|keeping you up|hurting the most|making (?:this|it) so hard)\\b`,
    'Asks what weighs on them.'),
  rule('follow-how-you-feel', F, `\\bhow (?:do|did|does|are) (?:you|it|that|this) (?:feel|feeling|make you feel)(?: about| when| now| right now| for you|\\?)`,
    'Asks how they feel about it.'),
  rule('follow-professional', F, `\\b(?:(?:have|would) you (?:been able to |thought about |considered |like to )?(?:talk(?:ed|ing)?|reach(?:ed|ing)? out|speak(?:ing)?|spoken) (?:to|with) (?:a |your )?(?:therapist|counsel(?:l)?or|doctor|gp|psychologist|psychiatrist|professional)|(?:therapist|counsel(?:l)?or|grief counsel(?:l)?or|support group) (?:could|can|might|may) (?:help|be|support|offer))\\b`,
    'Offers professional support as an option, about their situation.'),
  rule('follow-what-like', F, `\\bwhat (?:has|have|'?s|was|were|is) (?:it|that|this|things|your days|the days|nights) (?:been )?like (?:for you|since|lately|at home|between)\\b`,
    'Asks what it has been like for them.'),
  rule('follow-safety-plan', F, `\\b(?:do you have a (?:plan|safety plan)|are you (?:having|experiencing) (?:thoughts|any thoughts)|can you (?:stay|get) (?:somewhere )?safe|can we (?:make|work on) a (?:safety )?plan|is there (?:a safe place|somewhere safe))\\b`,
    'Crisis follow-up: asks about a plan and staying safe.'),
];
