import type { Rule } from '@synthesis/core';
import { lead, NOT_IMPERATIVE, problem, REPORTED, SAID, YOU, YOURE } from './rule-helpers.js';

const r = String.raw;

/**
 * Not after a reporting clause ("you might feel like you should", "people tell you
 * you have to"): a lookbehind evaluated only once the directive itself matched.
 */
function notReported(modal: string, gap = '(?:[a-z]{1,12} )?'): string {
  return r`(?<!\b${REPORTED} ${YOU} ?${gap}(?:${modal}))`;
}

/** Empathic guesses and validation that follow "you should/must", not instructions. */
const NOT_AN_ORDER = r`(?:'ve| have) (?:had|been (?:able|allowed|protected|supported|safe|heard|believed|treated|listened|told|given|kept|cared))\b| (?:be|feel) (?:so |really |very |incredibly |truly )?proud\b| be (?:able|allowed|safe|treated|respected|heard|loved|supported|protected|believed)\b| know (?:that )?(?:you|it|this|there)\b| never have\b| not (?:have|need) to\b`;

/**
 * Where an order about someone in the user's life starts: a sentence, or "honestly",
 * "seriously", "so" before it ("honestly, dump him"). For lookbehinds.
 */
const ORDER_OPENS = r`(?:^|[.!?\n]|\bhonestly|\bseriously|\bso)[ ,]{0,2}`;

/** Directive, dismissive and minimizing language. */
export const negativeRules: readonly Rule[] = [
  // Directive
  problem('directive', 'directive-should', r`\b${YOU} (?:really |definitely |seriously |honestly |just |absolutely |totally |probably )?(?:should|shoud|shld|oughta|ought to)\b${notReported('should|shoud|shld|oughta|ought to')}(?!${NOT_AN_ORDER})`,
    'Tells the user what to do instead of exploring what they want.',
    'Offer it as an option: "one thing that might help is …", "would you want to try …?"'),
  problem('directive', 'directive-shouldnt-feel', r`\b${YOU} (?:shouldn'?t|shouldnt|should not)${notReported(String.raw`shouldn'?t|shouldnt|should not`)} (?:feel(?! (?:obligated|obliged|pressured|pressure|forced|compelled|rushed|judged|judgement|judgment)\b)|worry|cry|dwell|think (?:like )?that|let (?:it|this|that|them))\b`,
    'Tells the user how to feel.',
    'Acknowledge the feeling: "it makes sense that you feel …"'),
  problem('directive', 'directive-need-to', r`\b${YOU} (?:really |just |definitely |seriously |absolutely |simply |honestly |still )?(?:need|needa) to\b${notReported('need to|needa to')}(?! know (?:that )?(?:you|it|this|there)\b)`,
    'Prescribes a step as a necessity.',
    'Ask or offer: "would it help to …?", "you could consider …"'),
  problem('directive', 'directive-have-to', r`\b${YOU}(?: (?:really |just |simply |absolutely )?(?:have to|hafta|gotta|got to|have got to)|'?ve (?:really |just )?(?:got to|gotta))\b${notReported("have to|hafta|gotta|got to|'ve got to|'ve gotta", '(?:[a-z]{1,12} |\'ve ){0,2}')}`,
    'Frames a choice as an obligation.',
    'Leave the decision open: "if it feels right, you might …"'),
  problem('directive', 'directive-must', r`\b${YOU} (?:really |absolutely |simply |just )?must\b${notReported('must')}(?! (?:be|feel|have|already|know how)\b|'ve\b)`,
    'Issues a command.',
    'Offer it as a possibility the user can weigh.'),
  problem('directive', 'directive-just-do', r`${lead('just', String.raw`${NOT_IMPERATIVE}|if|simply|why (?:don'?t|dont|do not|not|can'?t|cant|won'?t|wont|wouldn'?t)(?: you| ya)?`)} (?:try|do(?! not\b)|stop|relax|calm|breathe|ignore|focus|accept|push|smile|deal|suck|chill|toughen|power|keep going|stay positive|be (?:happy|positive|grateful|strong|patient|yourself|confident)|think (?:positive|positively|about the good)|leave|tell (?:him|her|them)|talk to (?:him|her|them)|walk away|cut (?:him|her|them) off|quit|say no|ask|apply|go (?:ahead|for it)|send (?:it|the)|book (?:it|the)|sign up|pick one|(?:text|call|email|block) (?:him|her|them))\b`,
    '"Just do X" makes a hard thing sound simple and tells the user what to do.',
    'Name the difficulty and offer, don\'t instruct: "some people find it helps to …"'),
  problem('directive', 'directive-do-it', r`\bdo it\b(?<=(?:^|[.!?\n]) ?do it)(?= ?!)`,
    'An exclamatory "Do it!" pushes the user into a decision.',
    'Leave the decision with them: "if it feels right, I can help you plan it."'),
  problem('directive', 'directive-dont-dwell', r`${lead(String.raw`try not to|don'?t|dont|do not`, String.raw`you|i|we|they|he|she|people|if|to|why|you (?:can|could|may|might)`)} (?:think about (?:it|him|her|them|that|this)|dwell on (?:it|that|this)|let (?:it|this|that|them|him|her) (?:get to you|get you down|bother you))\b`,
    'Tells the user to push the thought or feeling away.',
    'Make room for it: "it makes sense this keeps coming back to you."'),
  problem('directive', 'directive-cut-them-off', r`\b(?:quit|delete|block|dump|leave|ditch|cut|unfollow|forget|confront|put|focus)\b(?<=${ORDER_OPENS}(?:just )?(?:quit|delete|block|dump|leave|ditch|cut|unfollow|forget|confront|put|focus)) (?:(?:your|that|the) (?:job|course|degree|team|relationship)|(?:his|her|their) (?:number|messages|texts|contact)|(?:him|her|them) off|(?:him|her)(?<!\b(?:put|focus) (?:him|her))|them(?<=\b(?:block|dump|ditch|unfollow|confront) them)|about (?:him|her|them)|yourself first|on yourself)\b|\b(?:don'?t|dont|do not|never)\b(?<=(?:${ORDER_OPENS}|\b(?:just|and|whatever you do,?) )(?:don'?t|dont|do not|never)) (?:ever )?(?:(?:text|call|message|contact|answer|reply to|respond to|talk to|speak to|go back to|see) (?:him|her|them)|take (?:him|her|them) back)\b`,
    'An order about the user’s relationships or life choices.',
    'Lay out the options and ask which fits: "some people in your spot block him for a while; others …"'),
  problem('directive', 'directive-no-excuses', r`\bno (?:excuses|ifs,? ands,? or buts)\b(?! (?:needed|necessary|required))`,
    '"No excuses" turns a suggestion into a demand.',
    'Offer the step as an option and ask what would make it doable.'),
  problem('directive', 'directive-make-sure', r`\bmake sure (?:you|to|that you)\b|\bbe sure to\b`,
    'Instructs the user.',
    'Ask what would feel doable: "would it help to …?"'),
  problem('directive', 'directive-stop-doing', r`${lead('stop|quit', String.raw`${NOT_IMPERATIVE}|(?:can|could|will|would|may|might) (?:simply|just)|yourself|if|when|also|finally|eventually`)} (?:being|feeling|thinking|worrying|overthinking|crying|dwelling|stressing|complaining|blaming|beating|letting|making|acting|obsessing|focusing|caring|comparing|apologi[sz]ing|wallowing|whining|panicking|freaking)\b`,
    'Orders the user to stop a feeling or behaviour.',
    'Reflect it and ask: "it sounds like … is weighing on you; what would help?"'),
  problem('directive', 'directive-dont-be-so', r`${lead(String.raw`don'?t|dont|do not`, SAID, ' "?')} (?:be (?:so|too|such a)\b(?! hard on yourself)|be (?:sad|upset|down|mad|angry|jealous)\b|get so (?:worked up|upset|emotional)|take (?:it|this|things) (?:so|too) (?:personally|seriously|hard)|make (?:such )?a (?:big )?(?:deal|fuss|drama)|overthink|cry (?:over|about)|dwell)\b`,
    'Tells the user how to feel or react.',
    'Validate the reaction: "it makes sense this hit you hard."'),
  problem('directive', 'directive-why-dont-you-just', r`\bwhy (?:don'?t|dont|do not|not|can'?t|cant|won'?t|wont|wouldn'?t) (?:${YOU} )?(?:just|simply)\b`,
    'A rhetorical "why don\'t you just …?" is pressure dressed as a question.',
    'Ask an open question: "what would it look like if you …?"'),
  problem('directive', 'directive-you-better', r`\b${YOU}(?:'d|d| had)? better (?:not|stop|start|get|be|do|go|listen|call|make|leave|watch|learn|take|talk|tell|quit|figure|deal|try)\b`,
    'A warning-style command.',
    'Offer the idea as an option.'),
  problem('directive', 'directive-only-way', r`\bthe (?:only|best|real|one|right) (?:thing to do|way forward|way out|solution|answer|option|choice|fix|cure) (?:here |now |for you )?(?:is|would be) (?:to|just|simply)\b|\bthe (?:key|answer|solution|trick|secret) (?:here |now )?is (?:to|just|simply)\b(?! (?:your|the|my|this|that|a|an|his|her|their|our)\b)|\byou have no (?:other )?(?:choice|option) but\b|\bthe (?:best|only) thing (?:you can|you could|to) do (?:right now |here |now |for yourself )?is\b`,
    'Presents one course of action as the only right one.',
    'Present several options and ask which fits.'),
  problem('directive', 'directive-its-time', r`\b(?:it'?s|its|it is) (?:about |high |past |really )?time (?:for you )?to (?:move on|let (?:it |this |that |him |her |them )?go|get over|stop|grow up|face (?:facts|reality|the music)|accept (?:it|that|this)|toughen up|man up|forgive and forget|pull yourself)\b`,
    'Sets a deadline on the user\'s process.',
    'Let the user set the pace: "whenever you\'re ready …"'),
  // Dismissive
  problem('dismissive', 'dismissive-get-over-it', r`${lead('get|getting|got', String.raw`(?:to|can'?t|couldn'?t|cannot|won'?t|not|never|how)(?: just| completely| fully| really| ever| truly)?`)} over (?:it|this|that|him|her|them|yourself)\b(?! (?:may|might|can|could|will|would|is|isn'?t|was|takes|took|won'?t|doesn'?t|does|has)\b)`,
    'Dismisses the user\'s experience as something to drop.',
    'Acknowledge that it still hurts and that healing takes its own time.'),
  problem('dismissive', 'dismissive-move-on', r`${lead('just|simply|gotta|should|must|better|try and', 'to')} (?:move on|let it go|let (?:him|her|them|this|that) go|forget (?:about )?(?:it|him|her|them|this|that))\b|\b(?:move on|let it go)\b(?<=(?:^|[.!?\n]) ?(?:move on|let it go))|\band (?:just )?(?:move on|let it go)\b(?= ?[.!;\n]|$)`,
    'Pushes the user to leave the feeling behind.',
    'Stay with it: "it makes sense you\'re still holding onto this."'),
  problem('dismissive', 'dismissive-snap-out', r`${lead('snap|shake|pull', '(?:told|tell|tells|telling|expect|expects|expected|want|wants|wanted|asked|asking|pressure|pressured|pressuring)(?: you)? to(?: just)?')} (?:yourself )?out of (?:it|this|that)\b|\bpull yourself together\b|${lead('man|toughen|buck|cheer|harden', String.raw`to|${SAID}|(?:need|needs|have|has|had|got|gotta|should|must) to`, ' (?:just )?')} up\b|\bsuck it up\b|\bget a grip\b`,
    'Treats distress as a choice the user could simply end.',
    'Acknowledge how heavy it is and ask what would help.'),
  problem('dismissive', 'dismissive-not-a-big-deal', r`${lead(String.raw`it'?s|its|it is|that'?s|thats|that is|this is|nothing|not`, SAID, ' "?')}(?:(?<=(?:it'?s|its|it is|that'?s|thats|that is|this is)) (?:really |honestly |just |seriously )?(?:not (?:a|that|such a)|no) (?:big|huge) deal|(?<=(?:it'?s|its|it is|that'?s|thats|that is)) not that (?:big|bad|serious|deep)|(?<=nothing) to (?:worry|cry|get upset|be upset|stress|freak out) about|(?<=not) worth (?:crying|worrying|getting upset|stressing|being upset) (?:about|over))\b(?! (?:to|if)\b)`,
    'Tells the user their concern is small.',
    'Take it seriously: "this clearly matters to you."'),
  problem('dismissive', 'dismissive-overreacting', r`${lead(YOURE, String.raw`worried|worry|worries|afraid|scared|fear|feel|feels|feeling|felt|like|(?:don'?t|dont|do not|never|you|they|people|may|might) think|thinking|thought|wonder|wondering|wondered|whether|if|that|sure|mean|means|say|says|said|saying|told|tell|telling|call|calls|called`)} (?:just |being |probably |totally |kinda |kind of |a bit |a little |way |so )?(?:overreacting|over-reacting|overthinking|over-thinking|too sensitive|oversensitive|over-sensitive|so sensitive|being dramatic|dramatic|being silly|being paranoid|paranoid|making (?:a big deal|too much|a mountain))\b`,
    'Invalidates the user\'s reaction.',
    'Validate it: "your reaction makes sense given …"'),
  problem('dismissive', 'dismissive-calm-down', r`\b(?:(?:calm|settle|chill) (?:down|out)\b|relax(?= ?[.!,]|$))(?<=(?:^|[.!?,;:\n"(-]|\bplease|\bnow|\bok|\bokay|\bhey|\bso) ?(?:calm|settle|chill|relax)(?: down| out)?)`,
    'Orders the user to feel calmer.',
    'Acknowledge the feeling; offer a grounding idea only if they want one.'),
  problem('dismissive', 'dismissive-stock-cheer', r`${lead('chin|keep|smile|think|stay|it is|look', String.raw`${NOT_IMPERATIVE}|${SAID}|(?:you|they|people|others|someone) (?:keep |always |often )?(?:say|says|said|tell|tells|told)(?: you)?`, ' "?')} (?:up\b(?<=chin up)|your (?:head|chin) up\b|more\b(?<=smile more)|positive(?:ly)?\b(?! (?:thoughts?|things|self-talk|statements|affirmations|words|ways?)\b)(?<=(?:think|stay) positive(?:ly)?)|what it is\b(?<=it is what it is)|alive\b(?<=look alive))`,
    'A stock cheer-up ("chin up", "think positive", "it is what it is") waves the feeling away.',
    'Stay with the feeling: "this is really hard, and it makes sense you feel low."'),
  problem('dismissive', 'dismissive-no-need-to-feel', r`\bno (?:need|reason) (?:for you )?to (?:cry|be (?:so )?(?:upset|sad|scared|afraid|dramatic|emotional)|get (?:so )?(?:upset|worked up|emotional)|panic|freak out|make a fuss|worry so much|feel (?:sad|upset|that way|like that))\b|\bno (?:point|use) (?:in )?(?:crying|worrying|getting upset|being upset|dwelling|stressing|beating yourself up)\b`,
    'Tells the user their feeling is unwarranted.',
    'Accept the feeling as it is.'),
  // Minimizing
  problem('minimizing', 'minimizing-at-least', r`${lead('at least', SAID, ' "?')} (?:(?:you|it|he|she|they|there|your|nobody|no one|things|we)\b(?!'?s (?:how|what)\b| is (?:how|what)\b)|(?:that|this)\b(?!'?s (?:how|what|my)\b| is (?:how|what)\b)|now\b(?! and\b| ?[.!?,;]| ?$)|the worst\b)`,
    '"At least …" shrinks the loss by pointing at what could be worse.',
    'Acknowledge the loss itself before anything else.'),
  problem('minimizing', 'minimizing-bright-side', r`\b(?:(?:look|looking|focus|focusing|see|seeing) (?:at |on )?the (?:bright|positive|sunny|good|plus) side|on the (?:bright|plus|positive|sunny) side|(?:a|the|every cloud has a) silver lining)\b(?<!\b(?:don'?t|dont|not|never|no|without|(?:don'?t|dont|not|no|never) (?:have|need|got) to|(?:pressure|expected|obligated|forced|told|telling you|tell you|asked) to)(?: (?:find|look for|see|search for|focus on))? (?:(?:look|looking|focus|focusing|see|seeing) (?:at |on )?the [a-z]{3,8} side|on the [a-z]{4,8} side|(?:a|the|every cloud has a) silver lining))`,
    'Redirects from the pain to a positive spin.',
    'Stay with what is hard; let the user find their own meaning.'),
  problem('minimizing', 'minimizing-could-be-worse', r`${lead('it|things|that|this|life|the situation', SAID, ' "?')}(?: (?:could|can|might) (?:always )?be| could(?:'ve| have) been) (?:a lot |much |so much |way |far )?worse\b`,
    'Compares the pain with a worse hypothetical.',
    'Acknowledge the situation as it is.'),
  problem('minimizing', 'minimizing-others-worse', r`${lead('others|other people|some people|many people|lots of people|a lot of people|plenty of people|people|someone|somebody|kids|children', SAID, ' "?')}(?: out there| in the world)? (?:have(?: it| had it)?|are|go through|deal with|face|are going through|are dealing with|had it) (?:much |so much |way |a lot |far |even )?(?:worse|harder|rougher|tougher)(?: off)?\b|\bworse off than you\b`,
    'Ranks the user\'s pain below others\'.',
    'Pain is not a competition: acknowledge theirs.'),
  problem('minimizing', 'minimizing-happens-for-reason', r`${lead('everything|things|it all|all of this|all this|this|it|that|he|she|they', SAID, ' "?')}(?:(?<=\b(?:everything|things|it all|all of this|all this|this|it|that)) (?:happens?|happened) for a reason|(?<=\b(?:it|this|that|he|she|they)) (?:just )?(?:wasn'?t|was not|weren'?t|were not|was|were) (?:never )?meant to be(?= ?[.!?,;\n]|$))`,
    'Explains the pain away with a stock meaning.',
    'Leave meaning-making to the user.'),
  problem('minimizing', 'minimizing-all-in-head', r`${lead(String.raw`it'?s|its|it is|that'?s|thats|that is|this is|${YOURE}`, String.raw`${SAID}|not`, ' "?')}(?:(?<=\b(?:it'?s|its|it is|that'?s|thats|that is|this is)) (?:all |just |only |probably |literally )?in your head|(?<=\b${YOURE}) (?:just |probably )?imagining (?:it|things|this))\b`,
    'Denies the reality of the user\'s experience.',
    'Treat their experience as real: "what you\'re noticing matters."'),
  problem('minimizing', 'minimizing-only-a', r`${lead(String.raw`it'?s|its|it is|it was|that'?s|thats|that is|this is|he'?s|she'?s|he was|she was|they'?re|they were`, SAID, ' "?')} (?:just|only) (?:a|an|one|some) (?:breakup|break-up|job|exam|test|grade|game|phase|dog|cat|pet|boy|girl|guy|relationship|crush|fling|mistake|bad day|setback|number|rejection|interview|class|text|argument|fight|dream|stage|little thing|small thing)\b`,
    'Shrinks what happened with "just a …".',
    'Acknowledge what it means to the user.'),
  problem('minimizing', 'minimizing-everyone-goes-through', r`${lead('everyone|everybody|we all|all of us', SAID, ' "?')} (?:goes through|go through|went through|has gone through|deals with|deal with|feels|feel) (?:this|that|it|these things|stuff like (?:this|that))(?: way)?\b|\b(?:everyone|everybody|we all|all of us) (?:has|have|gets|get) (?:their |our )?(?:ups and downs|bad days|off days|rough patches|breakups)\b`,
    'Universalizes the experience so it no longer counts.',
    'Normalize without dismissing: "a lot of people find this hard, and it\'s hard for you."'),
  problem('minimizing', 'minimizing-be-grateful', r`${lead('be|feel|try being', String.raw`can|could|may|might|to|also|not|and|still|don'?t|dont|will|would|ll|d`)} (?:more |so |really )?(?:grateful|thankful) (?:for|that)\b|\bcount your blessings\b`,
    'Demands gratitude in place of the feeling.',
    'Make room for both: "you can be grateful and still hurt."'),
];
