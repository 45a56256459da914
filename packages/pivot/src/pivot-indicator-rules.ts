import type { Rule } from '@synthesis/core';
import { replyRule } from './rule-helpers.js';
import { ICEBREAKER_OPENING, QUESTION_OPENING, QUESTION_START, SMALL_TALK_TOPIC } from './small-talk.js';

const P = 'pivot';

const STAY = 'Stay with what they said: reflect it back and ask what has been hardest, before offering anything else.';

/** Red flags that the reply leaves the user's topic: topic changers, generic advice, list deflection, cheer-up. */
export const pivotIndicatorRules: readonly Rule[] = [
  // Group 1: topic changers
  replyRule('change-anyway', P, `(?<!["'])(?<!\\b(?!(?:but|so|ok|okay|well|oh|and|um|uh|hmm|lol|haha|right|alright)\\b)[a-z0-9']{1,20},?\\s)\\b(?:anyways?|anyhow|anyhoo)(?:,|!| (?:have you|let'?s|what (?:about|are|do|if)|how about|back to|did you|do you|on (?:a|another)|moving|i was|i wanted|here'?s|so))`,
    'A sentence that opens with "anyway" (not one inside a clause or a quote) leaves what they said behind.',
    'Drop the "anyway" and ask a question about what they just told you.'),
  replyRule('change-by-the-way', P, `\\b(?:by the way|btw|incidentally|unrelated(?:ly)?,|on a side note|as an aside|that reminds me|random (?:question|thought),)`,
    '"By the way" and its cousins start a new topic.',
    STAY),
  replyRule('change-another-note', P, `\\bon (?:a|an|another) (?:different|unrelated|lighter|happier|brighter|other|separate|more positive|positive|fun|cheerful) note\\b|\\bon another note\\b`,
    '"On a lighter note" moves away from their pain.',
    STAY),
  replyRule('change-speaking-of', P, `\\bspeaking of [a-z]{1,20}`,
    '"Speaking of …" hooks onto a word and follows it elsewhere.',
    STAY),
  replyRule('change-subject', P, `\\b(?:chang(?:e|ing) (?:of |the )?(?:subject|topic)|switch(?:ing)? (?:gears|topics)|moving on(?=[,:]| to (?:the|your|something|another|other|a|more)\\b)|let'?s (?:move on|talk about something else|think about something else|not dwell)|(?:in|for) other news|enough about (?:that|this|sad))`,
    'Announces a change of subject.',
    STAY),
  replyRule('change-small-talk', P, `(?<=${QUESTION_OPENING}\\b[^.?!\\n]{0,80})\\b(?:${SMALL_TALK_TOPIC})\\b[^.?!\\n]{0,160}\\?|${QUESTION_START}\\b${ICEBREAKER_OPENING}[^.?!\\n]{0,160}\\?`,
    'A small-talk question (the weather, a show, food, weekend plans, "your favourite …", an offer) put to someone who has just told of something hard changes the subject as surely as "anyway"; a topic the user brought up themselves is not counted. The rule is found from its topic word, and its finding covers the whole question.',
    'Ask about what they told you: the person, what happened, how they are doing.'),
  // Group 2: generic advice unrelated to what they said
  replyRule('generic-hobby', P, `\\b(?:(?:a|some) new hobb(?:y|ies)|(?:take|taking|pick|picking) up (?:a |an )?(?:hobby|new hobby|new skill|instrument|pottery|knitting|painting|gardening|baking|cooking)|pottery|knitting|(?:learn|learning) (?:a|an) (?:new )?(?:language|instrument|skill)|scrapbooking|crochet(?:ing)?)\\b`,
    'A new hobby is generic advice that could follow any message.',
    'Ask what they need instead of prescribing an activity; offer activities only if they ask.'),
  replyRule('generic-exercise', P, `\\b(?:(?:try|trying|do|doing|get|getting|start|starting|have you tried|how about|why not) (?:some |a little |more |regular |daily )?(?:exercise|exercising|yoga|pilates|a workout|working out|cardio|jogging|running|the gym|a gym membership)|hit the gym|(?:join|joining) a gym|go for a (?:run|jog|bike ride|swim))\\b`,
    'Exercise as a fix for their distress is generic advice, not engagement.',
    'Ask how they are coping before suggesting anything physical.'),
  replyRule('generic-basics', P, `(?<!(?:can|could|able to|chance to|you'?ll|you will) )\\b(?:drink (?:some |more |plenty of |\\d{1,2} glasses of |eight glasses of )?water|sleep is (?:so |really |very )?important|sleep hygiene|(?:wellness|self-care|self care) tips|practi[cs]ing self-care|bubble bath|scented candle|stay hydrated|get (?:some |enough |plenty of )?(?:sleep|rest|fresh air|sunshine|sunlight)|eat (?:healthy|well|a good meal|something nice|more vegetables|a balanced diet)|take a (?:nice |warm |hot |bubble )?(?:bath|shower|nap))\\b`,
    'Water, sleep and a bath are generic self-care, not a response to what they shared.',
    'Respond to what they told you; self-care tips can come later, if they want them.'),
  replyRule('generic-productivity', P, `\\b(?:productivity (?:hacks?|tips|stack|system|tools?|apps?)|pomodoro|time management (?:strategies|tips|techniques|skills)|morning routine|smart goals|5am club|habit tracker|bullet journal(?:ing)?|eisenhower matrix|time blocking|cold showers?|power poses?|(?:make|making) your bed|standing desk|new playlist|(?:fitness|step) goal|(?:train|training) for a (?:5k|10k|marathon|half marathon)|linkedin profile)\\b`,
    'Productivity and self-improvement tips answer a different question than the one they brought.',
    'Ask what is weighing on them before offering any system or routine.'),
  replyRule('generic-distraction', P, `(?<!(?:(?:want|like|prefer|choose|need|tend|wanted|refuse|refuses|refused) to|wanna) )\\b(?:(?:need|deserve) (?:a |an )?(?:vacation|getaway|holiday|spa day|change of scenery)|(?:getaway|vacation|travel) (?:ideas|destinations|deals)|destinations for|solo trip|(?:watch|watching) (?:a (?:good |funny )?(?:movie|film|show|comedy)|some (?:tv|netflix|comedy|funny videos|cat videos))|netflix|video games|(?:play|playing) (?:a )?(?:game|games)|(?:keep|keeping|stay|staying) (?:yourself )?busy|distract(?:ing)? yourself|take your mind off|(?:plan|book|take) (?:a )?(?:trip|vacation|holiday)|go shopping|retail therapy|treat yourself(?! (?:with (?:kindness|compassion|care|respect|patience|gentleness|love|empathy|the same)|kindly|gently|well|better|as|like|the way|how|more|less|badly|harshly)\\b))\\b`,
    'Distraction steers them away from what they feel.',
    'Make room for the feeling instead of distracting from it.'),
  // Group 3: list-style deflection
  replyRule('list-tips-intro', P, `\\bhere(?:'?s| is| are) (?:some|a few|a couple of|a list of|several|my|\\d{1,2}|five|ten|three) (?:[a-z0-9'-]{1,20} ){0,3}(?:tips|ways|things you can (?:do|try)|ideas|strategies|suggestions|steps|activities|hacks|techniques|plants|destinations|recipes|apps|books|movies|shows|podcasts|playlists|picks)\\b`,
    'A reply that turns into a list of tips treats their pain as a problem to solve.',
    'Reflect what they said and ask one open question; offer ideas only if they want them.'),
  replyRule('list-listicle', P, `\\b(?:tips|hacks|tricks|habits|secrets|ways|steps) (?:to|for) (?:boost|beat|improve|level up|maximi[sz]e|crush|supercharge|hack|increase|glow up|saving money|(?:stay|staying|be|being|feel|feeling) (?:more )?(?:positive|productive|motivated|organized|organised|focused|happy|happier|confident|better)|a (?:productive|healthy|happier|better|positive|more productive)|get (?:your|you) (?:routine|life|mojo|groove|confidence))\\b|\\bhere(?:'?s| is| are) (?:a|an|the|my|your) (?:quick|complete|ultimate|simple|handy|step-by-step|little) (?:guide|list|checklist|stack|routine|plan)\\b`,
    'A listicle ("10 ways to boost your confidence", "a complete guide to …") answers a generic question nobody asked.',
    'Answer in a few sentences about their situation; keep lists for options they asked for.'),
  // Group 4: cheer-up pivots
  replyRule('cheer-bright-side', P, `\\b(?:(?:on|look(?:ing)? on|at) the (?:bright|brighter|positive|good) side|silver lining|every cloud|blessing in disguise)\\b`,
    '"On the bright side" hurries them out of their feeling.',
    'Stay with the hard part; let them find any bright side themselves.'),
  replyRule('cheer-focus-positive', P, `(?<!(?:told|telling|tell|tells|says|said|saying|keeps? saying|hear|hearing|heard)(?: (?:me|you|us|them|her|him))?(?: to)? )\\b(?:let'?s|try to|you should|just|we should|why not|maybe) (?:focus on|think about|talk about|look at|count) (?:something|the|your|some) (?:more )?(?:positive|happier|happy|good|fun|lighter|brighter|blessings|good things|positives)\\b`,
    '"Let\'s focus on something positive" changes the subject to something easier.',
    STAY),
  replyRule('cheer-up', P, `(?<!(?:told|telling|tell|tells|says|said|saying|keeps? saying|hear|hearing|heard)(?: (?:me|you|us|them|her|him))?(?: to)? )\\b(?:cheer up|chin up|smile!|put a smile on|think positive(?:ly)?|stay positive|positive vibes|good vibes only|it could (?:always )?be worse|could be a lot worse|look at the positives|count your blessings|turn that frown)\\b`,
    '"Cheer up" dismisses the feeling instead of meeting it.',
    'Acknowledge the feeling as it is; you do not need to fix their mood.'),
];
