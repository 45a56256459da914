import type { Rule } from '@synthesis/core';
import { replyRule } from './rule-helpers.js';

const A = 'acknowledgment';

/** Words naming how hard something is for them (adjectives only). */
const HARD_ADJ =
  '(?:hard|difficult|painful|tough|rough|awful|terrible|heavy|exhausting|overwhelming|frightening|terrifying|scary|lonely|isolating|heartbreaking|devastating|upsetting|unsettling|stressful|confusing|frustrating|draining|distressing|hurtful|crushing|unbearable|horrible|brutal|humiliating|nerve-wracking|harrowing|disorienting|traumatic|shocking|jarring|demoralizing|demoralising|discouraging|infuriating|gutting|raw|sad|strange|surreal|relentless|grueling|gruelling|agonizing|agonising|horrific|hellish|bleak|grim|sickening|punishing)';
const HARD = `(?:${HARD_ADJ.slice(3, -1)}|a lot)`;
/** How it is for them, after "i hear how" or "i can see how". */
const HOW_IT_IS = '(?:much|hard|painful|heavy|lonely|scary|frightening|exhausting|tired|raw|worried|scared|upset|hurt)';
/**
 * After "hard": the speaker's own uncertainty, not the user's pain ("it's hard to say
 * from a post", "hard to tell whether he forgot", "this is difficult to answer"), or
 * "hard work". Used as a negative lookahead right after the adjective. A bare "hard
 * to say" stays: "that can be really hard to say" is about the user saying it.
 */
const NOT_HARD_FOR_THEM =
  '(?! to (?:(?:answer|determine|judge|gauge|predict|pinpoint|diagnose|assess)\\b|(?:say|tell|know)(?: for (?:sure|certain))? (?:whether|if|which|without|from|exactly|based on)\\b|(?:say|tell) (?:what|how) (?:is|was|you should|would|might|the)\\b|say that (?:it|this|he|she|you|they) (?:is|was|will)\\b)| work\\b)';
const VERY = '(?:(?:so|really|incredibly|very|truly|such|unbelievably|extremely|deeply|genuinely|understandably|especially|pretty|absolutely|completely|totally|perfectly|entirely|definitely|certainly|clearly|particularly|just|quite) ){0,2}';
/** Nouns that a hard experience is named as ("a hard place to be", "a real shock"). */
const HARD_NOUN =
  '(?:place|thing|spot|position|situation|bind|time|experience|loss|losses|road|year|week|day|night|stretch|combination|way|kind of|feeling|shock|blow|hit|conversation|decision|limbo|change|moment|season|journey|load|weight|gut punch|one|pattern|loop|cycle|month|few weeks|few months|few days|morning|evening|spot to be|wait|run|violation|question|promise|thing to hear|thing to carry|experiment|result|outcome|setback|contrast|twist)';

/** Acknowledgment in the first sentences of the reply: naming the user's pain before anything else. */
export const acknowledgmentRules: readonly Rule[] = [
  replyRule('ack-sounds-hard', A, `\\b(?:that|this|it|which|all of (?:that|this)|what you'?re (?:going through|describing|dealing with)) (?:sounds|seems|looks) (?:like (?:it'?s|it has been|it'?s been|a) )?${VERY}${HARD}\\b${NOT_HARD_FOR_THEM}|\\b(?:sounds?|seems?|feels?|looks?) (?:like (?:it'?s|it has been|it'?s been|a|an|such a|it (?:could|might|may|will|would) be(?: an?)?|it'?ll be(?: an?)?) )?${VERY}${HARD_ADJ}\\b${NOT_HARD_FOR_THEM}|\\b(?:(?:doesn'?t|does not|don'?t|do not) (?:sound|seem) (?:fine|okay|ok|easy|like nothing|small)(?: to me)?)`,
    'Names how hard the situation sounds ("that sounds really hard").'),
  replyRule('ack-must-be-hard', A, `\\b(?:that|this|it|which|things) (?:must|has to|would|can) (?:be|have been|feel|make) (?:[a-z']{1,20} )?${VERY}${HARD}\\b${NOT_HARD_FOR_THEM}|\\b(?:must|can|could|would|will|might|may) (?:really |also |often |easily |still )?(?:be|feel|have been|have felt|get|feel like) ${VERY}${HARD}\\b(?! of (?:fun|people))${NOT_HARD_FOR_THEM}|\\bmakes? (?:it|things|everything|sleep|it all) ${VERY}(?:hard|harder|difficult|impossible|exhausting|scary) to\\b|\\bcan (?:bring|stir) up (?:a lot|so much|mixed|complicated|difficult|hard|big|painful|strong|old)\\b|\\bcan bring (?:it all|everything|so much|a lot) (?:back|flooding back|rushing back)\\b|\\b(?:must|would) have felt (?:like|as if|as though)\\b`,
    'Recognizes that the situation must be hard for them, or how it must have felt.'),
  replyRule('ack-what-a', A, `\\b(?:what|such) an? ${VERY}(?:${HARD_ADJ.slice(3, -1)}|cruel|heavy) [a-z]{2,15}\\b|\\b(?:that'?s|it'?s|what) (?:such )?(?:a )?(?:violation|betrayal|nightmare|cruel timing|awful timing|brutal timing)\\b|\\bwhat a (?:question|thing|moment|week|day|year) to (?:be asked|hear|carry|face|deal with|go through)\\b`,
    'Names the experience as hard ("what a painful time").'),
  replyRule('ack-so-sorry', A, `\\bi'?m ${VERY}sorry\\b(?!,? (?:but|for the confusion|for any confusion|i can'?t|i cannot))`,
    'A direct, personal expression of sorrow for what they are facing.'),
  replyRule('ack-sorry-to-hear', A, `\\b(?:sorry (?:to hear|that you'?re|that you are|that you have|that you'?ve|you'?re going through|you'?ve been going through|for what you'?re|about your|for your loss|this happened|that happened)|my (?:deepest |sincere )?condolences)`,
    'Sorry to hear it, sorry for their loss.'),
  replyRule('ack-makes-sense', A, `\\b(?:it|that) (?:makes|would make) ${VERY}(?:complete |total |a lot of )?sense (?:that you|(?:you'?re|you are|you(?:'?d| would| feel))|to feel|why you)|\\b(?:makes?|made) ${VERY}(?:complete |total |perfect |a lot of |so much )?sense\\b(?! to (?!feel|be |want|grieve|cry|struggle|worry|miss))|\\bi can (?:see|understand) why (?:(?:that|it|this) (?:hit|hits|hurt|hurts|stung|stings|landed|got to you|matters|feels|felt|would)|you(?:'?d| would) (?:feel|be|want|need|worry|struggle)|(?:you'?re|you are) (?:upset|hurt|angry|scared|worried|anxious|exhausted|struggling|frustrated|shaken)|you feel)\\b`,
    'Validates the feeling as making sense.'),
  replyRule('ack-understandable', A, `\\b(?:it'?s|that'?s|it is|that is|this is|feeling [a-z]{1,20} is) ${VERY}(?:understandable|natural|normal|okay|ok|human|valid) (?:to feel|that you|(?:you'?re|you are|you(?:'?d| would| feel))|to be|to grieve|to cry|to struggle|to not be okay|given)`,
    'Says their reaction is understandable or natural.'),
  replyRule('ack-feelings-valid', A, `\\b(?:your (?:feelings|emotions|reactions?|pain|grief|anger|fear|sadness|hurt) (?:is|are) ${VERY}(?:valid|real|understandable|legitimate|natural)|you have every right to feel|you'?re allowed to feel|of course (?:you'?re|you are|you(?: feel|'?d)))\\b`,
    'Says their feelings are valid or only natural.'),
  replyRule('ack-lot-to-carry', A, `\\b(?:(?:that'?s|that is|it'?s|this is|is|was|are|sounds like|feels like|feel like|you'?re carrying|you are carrying|you'?ve been carrying) (?:absolutely |definitely |really |genuinely |just |understandably )?(?:so much|such a lot|a lot|a great deal|an enormous amount|a heavy load|a huge amount)(?: (?:to carry|to hold|to deal with|to handle|to go through|to process|to bear|to take in|on your (?:shoulders|plate)|of pain|of weight|of pressure|at once))?|so much on your (?:shoulders|plate)|(?:that'?s|that is|it'?s|this is|is) (?:definitely |really |just |genuinely |simply )?(?:way |far |much )?too much (?:to (?:carry|be carrying|hold|handle|deal with|ask of (?:anyone|one person))|for (?:one person|anyone|anybody) to (?:carry|handle|hold))|takes? (?:a lot|so much|it) out of (?:a person|anyone|anybody|you))\\b(?! of (?:fun|people|ways|options|time|things))`,
    'Names the weight of what they are carrying.'),
  replyRule('ack-hear-you', A, `\\bi (?:totally |really |completely |absolutely )?(?:hear|see) (?:you|how ${HOW_IT_IS}|that you|the pain)\\b|\\bi can hear (?:you|how ${HOW_IT_IS})\\b|\\bi (?:know|understand) (?:exactly |just |really )?how (?:you feel|you'?re feeling|hard|much|painful|lonely|scary|frightening|exhausting)\\b`,
    'Says they are heard ("I hear you").'),
  replyRule('ack-thank-you-sharing', A, `\\b(?:thank you|thanks) (?:so much |for trusting me |for being (?:so )?(?:open|honest) )?(?:for (?:telling|sharing|trusting|opening up|being (?:so )?(?:open|honest)|reaching out|letting me know|saying))|\\b(?:(?:thank you|thanks) for putting (?:this|that|it|all (?:of )?(?:this|that)) into words)`,
    'Thanks them for sharing something hard.'),
  replyRule('ack-glad-reached-out', A, `\\b(?:i'?m (?:really |so |very )?glad (?:you'?re|you are|you) (?:still )?(?:reached out|told me|said|shared|wrote|are talking|talking|saying (?:it|this|that|so)|telling me|writing|sharing|noticed|asked|mentioned|brought (?:it|this) up|came here|here)|it (?:took|takes) (?:a lot of |real |some )?(?:courage|strength|guts|honesty|bravery) to)\\b|\\bglad (?:that )?you (?:told me|reached out|said (?:so|something|it)|wrote (?:to me|it down|this)|messaged|came home|got home|made it home|came back|are still here|did(?= ?(?:$|[,.!;\\n])))`,
    'Honors their reaching out and the courage it took.'),
  replyRule('ack-safety-matters', A, `\\b(?:your (?:safety|life|wellbeing|well-being) (?:matters|is what matters|comes first|is the most important)|i want you to be safe|i'?m (?:really |very )?(?:worried|concerned) about (?:you|your safety)|i care about (?:you|your safety|what happens to you))|\\b(?:that|this|it|hearing (?:you say )?(?:that|this|it)) (?:really |honestly )?(?:worries|concerns|scares) me\\b|\\b(?:that|this) [a-z']{1,15},(?: [a-z']{1,15},?){1,12}? (?:really |honestly |genuinely )?(?:worries|concerns|scares|frightens) me\\b|\\bhearing you say [^.!?\\n]{1,60}\\b(?:worries|concerns|scares) me\\b`,
    'Safety-first crisis language: their safety matters.'),
  replyRule('ack-are-you-safe', A, `\\b(?:are you (?:safe|in (?:immediate )?danger|somewhere safe)(?: right now)?|is anyone (?:with you|hurting you)|are you thinking (?:about|of) (?:hurting|harming|killing|ending))`,
    'Safety-first crisis language: asks whether they are safe right now.'),
  replyRule('ack-names-the-crisis', A, `\\b(?:you|you'?re|you are|you might be|you may be|someone|someone is|they'?re|they are|people are) (?:sometimes |really |already )?(?:thinking|thought|have thought|have been thinking) (?:about|of) (?:not being (?:here|around|alive)(?: anymore)?|not waking up|ending (?:your life|their life|things|it all)|suicide|killing (?:yourself|themselves)|hurting (?:yourself|themselves)|taking (?:your|their) (?:own )?life)\\b(?! (?:prevention|awareness|statistics|rates|research))`,
    'Safety-first crisis language: names the possibility of suicide or self-harm openly instead of stepping around it.'),
  replyRule('ack-no-wonder', A, `\\bno wonder (?:you'?re|you are|you feel|you'?ve been|it feels|you can'?t|you)\\b|\\b(?:(?:it'?s|its|it is) (?:no|little|small) wonder\\b)`,
    'Connects the feeling to its cause ("no wonder you\'re exhausted").'),
  replyRule('ack-anyone-would', A, `\\b(?:anyone|anybody|most people) (?:would|could) (?:feel|be|struggle|find)\\b|\\b(?:anyone|anybody) in your (?:position|shoes|situation)\\b|\\bevery (?:parent|mom|mum|mother|dad|father|caregiver|carer|new parent|new mum|new mom|new dad) (?:feels|has felt|would feel)\\b|\\bit takes (?:real |a lot of )?(?:courage|guts|strength|something|a lot) to (?:ask|say|admit|share|reach out|tell)\\b`,
    'Normalizes the reaction: anyone would feel this way.'),
  replyRule('ack-not-alone', A, `\\b(?:you'?re not alone|you are not alone|you'?re not the only one|you are not the only one)|\\byou don'?t have to (?:go through|face|carry|do) (?:this|it|that) alone\\b`,
    'Tells them they are not alone with it.'),
  replyRule('ack-here-with-you', A, `\\b(?:i'?m (?:right |still )?here (?:with|for) you|i'?m with you|i'?m (?:really )?glad you'?re here)\\b|\\bi'?m (?:right |still )?here(?=[.!;]| and i'?m| and i'?m not| now\\b)|\\bi can (?:keep you company|stay with you|sit with you)\\b`,
    'Stays present with them.'),
  replyRule('ack-not-your-fault', A, `\\b(?:(?:it|this|that|none of (?:this|that|it)) (?:is|was|isn'?t|wasn'?t) (?:not )?your fault|you (?:didn'?t|did not) deserve (?:that|this|any of))\\b`,
    'Lifts blame from them.'),
  replyRule('ack-sounds-like-feeling', A, `\\b(?:sounds|seems|looks) like (?:you'?re|you are|you'?ve been|you have been|you feel|you'?re feeling|you'?re carrying|you'?re going through|you'?ve had|you have had|things have been|this has been|it'?s been|(?:it|that|this) (?:really )?(?:stung|hurt|hit (?:you )?hard))\\b|\\b(?:you'?re|you are|you'?ve been|you have been) running on empty\\b`,
    'Reflects back what they seem to be feeling.'),
  replyRule('ack-what-it-cost', A, `\\byour (?:body|mind|brain|nervous system) (?:is |was )?(?:(?:really |clearly )?(?:telling you|trying to tell you|trying to protect you|carrying (?:a lot|so much|all of (?:it|this|that)))|doing (?:exactly )?what (?:it|bodies|brains) do)\\b|\\b(?:says?|tells?|shows?) (?:a lot|so much|something) about (?:how much|how hard|how heavy|what) (?:[a-z']{1,15} ){0,4}?(?:you'?re carrying|you are carrying|you'?ve been carrying|(?:it|this|that) (?:cost|took out of|is costing|is taking out of) you|cost you|took out of you)\\b`,
    'Reads what their body or their reaction says about the weight of it ("your body is telling you something", "says a lot about what that conversation cost you").'),
  replyRule('ack-reflects-back', A, `\\b(?:it|that|this|which) (?:sounds|seems|feels) like (?!(?:a |an |such a |so much )?(?:plan|fun|good|great|nice|lovely|cool|idea|project|trip|party|blast|win|lot of fun|solid|smart|sensible|job for|question)\\b)[a-z']{1,20}`,
    'Reflects back what they described, in their terms ("it sounds like hockey hasn\'t finished being part of you").'),
  replyRule('ack-mirror-feeling', A, `\\b(?:feeling|to feel|you feel|you'?re|you are) ${VERY}(?:sad|hopeless|alone|lonely|scared|afraid|anxious|overwhelmed|exhausted|hurt|heartbroken|devastated|worthless|lost|numb|ashamed|guilty|betrayed|angry|stuck|trapped|depressed|empty|broken|unheard|unseen|invisible|embarrassed|humiliated|terrified|rejected|left behind|drained|burnt out|burned out|helpless|powerless|disconnected|isolated|frightened|panicky|shaky|on edge|unsettled|nervous|worried)\\b`,
    'Mirrors the emotion back in their words.'),
  replyRule('ack-can-imagine', A, `\\bi (?:can(?:'?t| not|not)? (?:only )?imagine|can only begin to imagine)\\b`,
    'Acknowledges the size of their experience ("I can only imagine").'),
  replyRule('ack-hurts', A, `\\b(?:that|it|this|losing [a-z']{1,20}|grief|heartbreak|betrayal|(?:that|this|the) (?:memory|comment|remark|moment|message|text|reply|silence|word|words|line|news|call|question|look)) ${VERY}(?:still )?(?:hurts|stings|cuts deep|is heartbreaking|is devastating|is so painful|is painful)\\b|\\b(?:must|would|can|could|will|does) (?:really |still |truly )?(?:hurt|sting|cut deep|cut you deep)\\b|\\b(?:hit|hits|hitting) you (?:this |so |really |extra |especially |pretty )?hard\\b`,
    'Names the hurt directly.'),
  replyRule('ack-heavy-heart', A, `\\b(?:how (?:heartbreaking|painful|awful|hard|lonely|scary|frightening|devastating|exhausting)|oh no|oh,? (?:friend|love|honey)|ugh,? that'?s|that'?s (?:awful|terrible|horrible|heartbreaking|devastating|rough|brutal|so hard|really hard|a lot))\\b`,
    'An immediate, human reaction to their news ("oh no", "how painful").'),
  replyRule('ack-deserve-support', A, `\\byou (?:deserve|deserved) (?:support|care|to be (?:heard|safe|supported|treated|loved|cared)|better|kindness|help|so much better)\\b`,
    'Affirms they deserve support and care.'),
  replyRule('ack-shouldnt-have-to', A, `\\byou (?:shouldn'?t|should not|should never) have (?:had )?to (?:go through|deal with|face|carry|feel|experience|hear|see|put up with|endure)\\b`,
    'Validates that they should not have had to go through this.'),
  replyRule('ack-okay-to-feel', A, `\\b(?:it'?s|it is) (?:okay|ok|alright|all right|fine) (?:to (?:feel|be|not be|cry|grieve|struggle|miss|hurt)|that you (?:feel|are|'?re|miss))\\b`,
    'Gives permission to feel what they feel.'),
  replyRule('ack-grief-love', A, `\\b(?:grief is|grief can|grief has no|grief doesn'?t|grieving (?:is|takes|can)|loss like this|losing someone (?:you love|close)|the pain of losing|a loss like|love doesn'?t (?:just )?(?:stop|end|go away))\\b`,
    'Speaks to grief and loss as they are.'),
  replyRule('ack-hard-to-hear', A, `\\b(?:i'?m|i am) (?:so |really |truly )?(?:sad|heartbroken|saddened|moved|touched) (?:to hear|that|by what)\\b`,
    'Shows being moved by what they shared.'),
  replyRule('ack-pain-real', A, `\\b(?:your pain|what you'?re (?:feeling|going through|carrying|describing)|what you went through|what happened to you) (?:is|was|sounds|matters|deserves|makes|happens)\\b|\\b(?:i'?m taking (?:it|this|that|you|what you(?:'ve)? (?:said|wrote|told me)) (?:very |really |completely )?seriously)`,
    'Takes their pain seriously as real.'),
  replyRule('ack-hard-thing', A, `\\b(?:is|was|that'?s|it'?s|this is|that is|it is|sounds like|feels like) (?:absolutely |really |truly |genuinely |definitely )?(?:a|an|such a|one|two|another) ${VERY}(?:[a-z]{3,12},? )?(?:${HARD_ADJ.slice(3, -1)}|real|huge|big|massive|enormous|second|double|gut-wrenching|cruel)(?:,? [a-z]{3,12})? ${HARD_NOUN}\\b|\\b(?:is|was|that'?s|it'?s) (?:a|two|another|a second|a double) (?:real |huge |big |second |double |profound )?(?:loss|losses|blow|shock)\\b|\\b(?:is|that'?s|it'?s) (?:a|an) ${VERY}[a-z]{1,15} place to (?:be|stand)\\b|\\b(?:is|was|that'?s|it'?s|this is|that is|it is) (?:a|an|such a) ${VERY}${HARD_ADJ} amount to (?:deal with|carry|take in|handle|hold|process|go through)\\b`,
    'Names what happened as a hard thing to live through ("a hard place to be", "a real shock", "two losses at once").'),
  replyRule('ack-is-hard', A, `\\b(?:is|are|was|were|that'?s|it'?s|this is|that is|it is) ${VERY}${HARD_ADJ}\\b${NOT_HARD_FOR_THEM}|\\bis (?:its|their|a) own kind of ${HARD_ADJ}\\b`,
    'Says plainly that what they face is hard ("being yelled at in front of everyone is humiliating").'),
  replyRule('ack-normal-reaction', A, `\\b(?:totally|completely|very|so|really|perfectly|entirely|incredibly|such an?|a very|a completely|a really|an entirely) (?:understandable|normal|natural|human|common|valid|reasonable)\\b|\\b(?:understandable|natural|normal|human|common|valid) (?:reaction|response|way to feel|thing to feel|feeling)\\b`,
    'Normalizes their reaction ("a very human reaction", "totally understandable").'),
  replyRule('ack-not-wrong', A, `\\b(?:you'?re|you are) not a burden\\b|\\b(?:it'?s|that'?s|it is|that is|this is|you'?re|you are|it isn'?t|that isn'?t) not (?:at all )?(?:dumb|stupid|silly|weird|crazy|pathetic|overreacting|being dramatic|too sensitive|a bad person|broken|an overreaction|selfish|weak|a failure|bad)\\b|\\b(?:it|that|this) (?:isn'?t|wasn'?t) (?:dumb|stupid|silly|weird|crazy|pathetic|an overreaction|selfish|weak)\\b|\\b(?:nothing(?:'?s| is) wrong with (?:you|that|feeling|wanting|crying|missing)|there'?s nothing wrong with (?:you|that|feeling|wanting|crying|missing)|nothing you'?ve (?:said|described|told me) (?:sounds|is|seems) wrong)|\\bdoesn'?t make you (?:a bad|a terrible|an awful|a horrible|a monster|weak|broken|selfish|crazy|dramatic|a failure|less|ungrateful)|\\b(?:isn'?t|is not|wasn'?t|was not) (?:dumb|stupid|silly|selfish|weak|crazy|pathetic|an overreaction|ungrateful|a weakness|a failure)\\b|\\bnot a sign (?:that )?(?:you'?re|you are) (?:lazy|weak|broken|failing|crazy|a failure|doing it wrong|too sensitive|ungrateful|selfish)|\\b(?:(?:is|was|that'?s|it'?s) (?:definitely |really |absolutely |certainly |so )?not|isn'?t|wasn'?t) nothing\\b|\\b(?:(?:doesn'?t|does not|isn'?t|is not) (?:sound like |seem like )?(?:something|anything|a thing) to be ashamed of|nothing to be ashamed of)|\\b(?:doesn'?t|does not|didn'?t|did not) sound (?:silly|stupid|weird|dumb|pathetic|crazy|dramatic|petty|like an overreaction)\\b`,
    'Answers their self-judgment: it is not dumb, nothing is wrong with them, what they did is not nothing.'),
  replyRule('ack-one-of-the-hardest', A, `\\bone of the (?:most (?:painful|difficult|frightening|isolating|lonely|exhausting|heartbreaking|confusing|stressful|common)|hardest|toughest|worst|loneliest|heaviest|scariest|cruelest) (?:things|kinds|parts|losses|experiences|feelings|thoughts|conversations|reasons|reactions|fears|places|ways)\\b|\\b(?:(?:are|is|was|were|be|that'?s|it'?s) the (?:hardest|toughest|worst|loneliest|heaviest|most painful) (?:part|bit|time|moment|hours?)s?\\b)`,
    'Names their experience as one of the hardest there is.'),
  replyRule('ack-is-real', A, `\\b(?:is|are) (?:very |so |absolutely |completely |totally |really )?(?:a )?real(?: thing| loss| grief| condition)?\\b(?! estate)`,
    'Affirms that what they live with is real ("burnout is very real", "a real loss").'),
  replyRule('ack-would-anyone', A, `\\b(?:can|could) (?:stay with|haunt|shake|rattle) (?:anyone|anybody)(?= ?(?:$|[.!,;\\n]| for (?:a long time|years|days|weeks)| even))|\\bwould (?:really )?(?:sting|hurt|upset|shake|rattle|wear|scare|break|crush|frighten|exhaust|floor|rock|devastate|overwhelm|get to|throw) (?:for )?(?:anyone|anybody|most people|almost anyone|any parent|anyone down)\\b|\\bwould (?:make|leave) (?:anyone|anybody|most people|almost anyone) (?:feel|want|wonder|shaky|anxious|sick|nervous|angry|sad|furious|scared|rattled|exhausted|numb)\\b|\\b(?:many|lots of|most|plenty of) (?:people|parents|new parents|caregivers|students|nurses|teachers|couples) (?:go through|feel (?:this|that|the same)|struggle with|describe|have felt|have been through)\\b`,
    'Normalizes the reaction: this would hurt anyone.'),
  replyRule('ack-no-right-answer', A, `\\bthere'?s no (?:single |one |simple |easy )?(?:right|wrong|correct|perfect) (?:answer|way|choice|decision|timeline|schedule)\\b|\\bthere (?:is|are) no (?:single |one |simple |easy )?(?:right|wrong|correct|perfect) (?:answers?|ways?|choices?|timeline|schedule)\\b`,
    'Honors their dilemma: there is no single right answer or right way to feel.'),
  replyRule('ack-honest-uncertainty', A, `\\bi (?:can'?t|cannot) (?:promise|know|tell you|say) (?:how|what|when|whether|if|exactly|that|your|which|for sure)\\b|\\bi (?:won'?t|don'?t want to) (?:pretend|give you false|make (?:you )?promises|promise)\\b`,
    'Meets their plea for certainty honestly instead of brushing past it ("I can\'t promise how it will go").'),
];
