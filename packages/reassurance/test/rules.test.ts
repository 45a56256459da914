import { describe, expect, it } from 'vitest';
import { ruleTableCases, uncoveredRules, type RuleTable } from '@synthesis/core/testing';
import { checkReassurance, reassuranceChecker } from '../src/index.js';

const id = (slug: string): string => `reassurance/${slug}`;

const table: RuleTable = {
  fires: [
    // widened after the blind-written corpus files (tuning log, 2026-11-22)
    { input: 'The alarm works, so you’re safe now.', rule: id('guarantee-you-are-safe'), span: 'you’re safe now' },
    { input: 'He’s tough, he’s going to pull through.', rule: id('guarantee-others-will-be-fine'), span: 'he’s going to pull through' },
    { input: 'You’ll find a way, you always do.', rule: id('guarantee-you-will-succeed'), span: 'You’ll find a way' },
    { input: 'You’re going to love every minute of being a mom.', rule: id('guarantee-you-will-love-it'), span: 'You’re going to love every minute' },
    { input: 'Stick with it and you’ll be at 30 days before you know it.', rule: id('guarantee-in-no-time'), span: 'you’ll be at 30 days before you know it' },
    { input: 'Things are going to turn around soon.', rule: id('guarantee-everything-will-be-ok'), span: 'Things are going to turn around' },
    { input: 'Hang in there, hard work always pays off.', rule: id('guarantee-good-things-coming'), span: 'hard work always pays off' },
    { input: 'In a year you won’t even remember feeling this way.', rule: id('guarantee-you-will-forget'), span: 'you won’t even remember feeling' },
    { input: 'Your ex knows exactly what he’s doing.', rule: id('mind-reading-others-definitely-feel'), span: 'Your ex knows exactly what he’s doing' },
    { input: 'Your dad clearly feels terrible about it.', rule: id('mind-reading-others-definitely-feel'), span: 'Your dad clearly feels terrible' },
    { input: 'Your sister knows you didn’t mean it.', rule: id('mind-reading-others-know-you-tried'), span: 'Your sister knows you didn’t mean it' },
    { input: 'I know you’d never hurt anyone on purpose.', rule: id('mind-reading-you-would-never'), span: 'I know you’d never' },
    { input: 'Your roommates aren’t doing it to hurt you; they’re not doing it to hurt you at all.', rule: id('mind-reading-others-not-mad'), span: 'they’re not doing it to hurt you' },
    { input: 'Your brother would do the same for you.', rule: id('mind-reading-others-would-want'), span: 'Your brother would do the same for you' },
    { input: 'Honestly, everyone is too busy worrying about themselves.', rule: id('mind-reading-people-care-more'), span: 'everyone is too busy worrying about themselves' },
    // promises made in passing (more rows in promises-in-passing.test.ts)
    { input: 'The bus will get you there on time, no problem.', rule: id('guarantee-certainty-tag'), span: 'no problem' },
    { input: 'The exam will be a walk in the park.', rule: id('guarantee-it-will-be-easy'), span: 'The exam will be a walk in the park' },
    // mind-reading
    { input: 'You don’t actually hate him, you’re hurt.', rule: id('mind-reading-you-dont-really'), span: 'You don’t actually hate' },
    { input: 'I know exactly how you feel. This is hard.', rule: id('mind-reading-know-how-you-feel'), span: [0, 27] },
    { input: 'Honestly i totally get how u feel rn', rule: id('mind-reading-know-how-you-feel'), span: 'i totally get how u feel' },
    { input: 'Oh, I know the feeling.', rule: id('mind-reading-know-how-you-feel'), span: 'I know the feeling' },
    { input: 'I know what you’re going through.', rule: id('mind-reading-know-what-you-are-going-through'), span: 'I know what you’re going through' },
    { input: 'We understand what it’s like.', rule: id('mind-reading-know-what-you-are-going-through'), span: 'We understand what it’s like' },
    { input: 'I understand exactly.', rule: id('mind-reading-understand-completely'), span: 'I understand exactly' },
    { input: 'I **totally** get it, trust the process', rule: id('mind-reading-understand-completely'), span: 'I **totally** get it' },
    { input: "I've been there too, it's rough.", rule: id('mind-reading-been-there'), span: "I've been there too" },
    { input: 'ive been through the same thing', rule: id('mind-reading-been-there'), span: 'ive been through the same' },
    { input: 'As an AI, I understand how hard this is.', rule: id('mind-reading-as-an-ai-i-know'), span: 'As an AI, I understand' },
    { input: 'Everyone feels this way sometimes.', rule: id('mind-reading-everyone-feels-this-way'), span: 'Everyone feels this way' },
    { input: "Don't be hard on yourself, we've all been there.", rule: id('mind-reading-everyone-feels-this-way'), span: "we've all been there" },
    { input: 'Everyone understands, really.', rule: id('mind-reading-everyone-understands'), span: 'Everyone understands' },
    { input: 'Everybody loves you!', rule: id('mind-reading-everyone-loves-you'), span: 'Everybody loves you' },
    { input: 'No one is judging you.', rule: id('mind-reading-no-one-is-judging'), span: 'No one is judging you' },
    { input: 'nobody is gonna laugh at u', rule: id('mind-reading-no-one-is-judging'), span: 'nobody is gonna laugh at u' },
    { input: 'Nobody thinks less of you for asking.', rule: id('mind-reading-nobody-thinks-less'), span: 'Nobody thinks less of you' },
    { input: 'No one will notice, I promise.', rule: id('mind-reading-no-one-will-notice'), span: 'No one will notice' },
    { input: 'noone cares about that typo', rule: id('mind-reading-no-one-will-notice'), span: 'noone cares' },
    { input: 'They all support you.', rule: id('mind-reading-others-love-you'), span: 'They all support you' },
    { input: 'He still loves you.', rule: id('mind-reading-others-love-you'), span: 'He still loves you' },
    { input: 'She’s proud of you.', rule: id('mind-reading-others-love-you'), span: 'She’s proud of you' },
    { input: 'Your mom would be so proud of you.', rule: id('mind-reading-others-love-you'), span: 'Your mom would be so proud of you' },
    { input: 'Your mom definitely doesn’t blame you.', rule: id('mind-reading-others-do-not-blame-you'), span: 'Your mom definitely doesn’t blame you' },
    { input: "Your friends don't mind.", rule: id('mind-reading-others-do-not-blame-you'), span: "Your friends don't mind" },
    { input: "They're not mad at you.", rule: id('mind-reading-others-not-mad'), span: "They're not mad at you" },
    { input: 'ur dad isnt angry with u', rule: id('mind-reading-others-not-mad'), span: 'ur dad isnt angry with u' },
    { input: 'Your boss knows you tried.', rule: id('mind-reading-others-know-you-tried'), span: 'Your boss knows you tried' },
    { input: "She'll forgive you.", rule: id('mind-reading-others-will-forgive'), span: "She'll forgive you" },
    { input: 'Your parents will understand.', rule: id('mind-reading-others-will-forgive'), span: 'Your parents will understand' },
    { input: "You'll feel better soon.", rule: id('mind-reading-you-will-feel-better'), span: "You'll feel better soon" },
    { input: 'ur gonna feel so much better tmrw', rule: id('mind-reading-you-will-feel-better'), span: 'ur gonna feel so much better' },
    // guarantees
    { input: 'You’ll **definitely** be fine!', rule: id('guarantee-you-will-be-fine'), span: 'You’ll **definitely** be fine' },
    { input: 'ur gonna be fine', rule: id('guarantee-you-will-be-fine'), span: 'ur gonna be fine' },
    { input: 'u will be ok', rule: id('guarantee-you-will-be-fine'), span: 'u will be ok' },
    { input: "YOU'RE GOING TO BE OK", rule: id('guarantee-you-will-be-fine'), span: "YOU'RE GOING TO BE OK" },
    { input: 'You will get through this.', rule: id('guarantee-you-will-get-through'), span: 'You will get through this' },
    { input: "You'll do great!", rule: id('guarantee-you-will-succeed'), span: "You'll do great" },
    { input: "you're gonna get the job", rule: id('guarantee-you-will-succeed'), span: "you're gonna get the job" },
    { input: 'You will pass.', rule: id('guarantee-you-will-succeed'), span: 'You will pass' },
    { input: 'Everything will be okay.', rule: id('guarantee-everything-will-be-ok'), span: 'Everything will be okay' },
    { input: 'everything’s gonna be alright', rule: id('guarantee-everything-will-be-ok'), span: 'everything’s gonna be alright' },
    { input: "It's going to be okay.", rule: id('guarantee-it-will-be-ok'), span: "It's going to be okay" },
    { input: 'It will all work out.', rule: id('guarantee-will-work-out'), span: 'It will all work out' },
    { input: 'Things will get better.', rule: id('guarantee-things-will-get-better'), span: 'Things will get better' },
    { input: 'It gets better.', rule: id('guarantee-it-gets-better'), span: 'It gets better' },
    { input: "It'll pass.", rule: id('guarantee-it-will-pass'), span: "It'll pass" },
    { input: 'This too shall pass.', rule: id('guarantee-it-will-pass'), span: 'This too shall pass' },
    { input: 'Everything happens for a reason.', rule: id('guarantee-happens-for-a-reason'), span: 'Everything happens for a reason' },
    { input: "I promise you'll get the job.", rule: id('guarantee-i-promise'), span: "I promise you'll get the job" },
    { input: 'I guarantee it.', rule: id('guarantee-i-guarantee'), span: 'I guarantee' },
    { input: 'I can assure you that it is normal.', rule: id('guarantee-i-assure-you'), span: 'I can assure you' },
    { input: 'Trust me, it’ll all work out.', rule: id('guarantee-trust-me'), span: 'Trust me, it’ll all work out' },
    { input: 'Don’t worry about it.', rule: id('guarantee-dont-worry'), span: 'Don’t worry about it' },
    { input: 'dont worry abt it', rule: id('guarantee-dont-worry'), span: 'dont worry abt it' },
    { input: "There's no need to worry.", rule: id('guarantee-no-need-to-worry'), span: "There's no need to worry" },
    { input: "There's nothing to worry about.", rule: id('guarantee-nothing-to-worry-about'), span: "There's nothing to worry about" },
    { input: 'Trust is definitely going to come back.', rule: id('guarantee-definitely-going-to'), span: 'is definitely going to come back' },
    { input: 'For sure you’ll be fine.', rule: id('guarantee-no-doubt'), span: 'For sure you’ll be fine' },
    { input: "100% you'll pass", rule: id('guarantee-no-doubt'), span: "100% you'll pass" },
    { input: "I'm sure you'll be fine.", rule: id('guarantee-sure-of-outcome'), span: "I'm sure you'll be fine" },
    { input: "I know you'll get through this.", rule: id('guarantee-sure-of-outcome'), span: "I know you'll get through this" },
    { input: "There's no way they'll leave you.", rule: id('guarantee-no-way'), span: "There's no way they'll leave you" },
    { input: 'Time heals all wounds.', rule: id('guarantee-time-heals'), span: 'Time heals all wounds' },
    { input: "You'll forget about it soon.", rule: id('guarantee-you-will-forget'), span: "You'll forget about it soon" },
    { input: 'He will come back.', rule: id('guarantee-others-will-come-back'), span: 'He will come back' },
    { input: 'She’ll calm down by tomorrow.', rule: id('guarantee-others-will-settle'), span: 'She’ll calm down' },
    { input: 'Rumours like that always die down.', rule: id('guarantee-like-that-always'), span: 'like that always die down' },
    { input: 'The gift can’t go wrong.', rule: id('guarantee-cannot-go-wrong'), span: 'The gift can’t go wrong' },
    // tuning round 3 (other people's minds, the user's own)
    { input: "I'm sure your sister understands why you couldn't come.", rule: id('mind-reading-sure-about-others'), span: "I'm sure your sister understands" },
    { input: 'im positive ur coworkers didnt see it that way', rule: id('mind-reading-sure-about-others'), span: 'im positive ur coworkers didnt' },
    { input: 'Deep down, she still cares.', rule: id('mind-reading-deep-down'), span: 'Deep down, she still cares' },
    { input: 'deep down u know what u want', rule: id('mind-reading-deep-down'), span: 'deep down u know' },
    { input: 'Your grandpa would want you to keep going.', rule: id('mind-reading-others-would-want'), span: 'Your grandpa would want you to' },
    { input: 'She’d want you happy, you know that.', rule: id('mind-reading-others-would-want'), span: 'She’d want you happy' },
    { input: 'Your dad is always watching over you.', rule: id('mind-reading-others-at-peace'), span: 'Your dad is always watching over you' },
    { input: "She's in a better place now.", rule: id('mind-reading-others-at-peace'), span: "She's in a better place" },
    { input: 'Your husband is definitely grieving too.', rule: id('mind-reading-others-definitely-feel'), span: 'Your husband is definitely grieving' },
    { input: 'ur friends care about u way more than u think', rule: id('mind-reading-people-care-more'), span: 'ur friends care about u way more than u think' },
    { input: 'So many people would miss you.', rule: id('mind-reading-people-care-more'), span: 'So many people would miss you' },
    { input: 'Your classmates will forget about it by Monday.', rule: id('mind-reading-people-will-forget'), span: 'Your classmates will forget about it' },
    { input: "You're clearly in the anger stage.", rule: id('mind-reading-you-are-in-a-stage'), span: "You're clearly in the anger stage" },
    { input: 'You would never hurt your kids.', rule: id('mind-reading-you-would-never'), span: 'You would never hurt your kids' },
    { input: 'you’ll never act on these thoughts', rule: id('mind-reading-you-would-never'), span: 'you’ll never act on these' },
    { input: 'Your mom will be thrilled.', rule: id('mind-reading-others-will-forgive'), span: 'Your mom will be thrilled' },
    { input: 'Your boyfriend will love this gift.', rule: id('mind-reading-others-will-forgive'), span: 'Your boyfriend will love this' },
    { input: "Your team won't even notice you left early.", rule: id('mind-reading-others-do-not-blame-you'), span: "Your team won't even notice" },
    { input: "He didn't mean anything by it.", rule: id('mind-reading-others-do-not-blame-you'), span: "He didn't mean anything by it" },
    { input: 'Your parents want the best for you.', rule: id('mind-reading-others-love-you'), span: 'Your parents want the best for you' },
    { input: 'They must be so proud of how far you have come.', rule: id('mind-reading-others-love-you'), span: 'They must be so proud of how far you' },
    { input: 'Your grandma knows how much you love her.', rule: id('mind-reading-others-know-you-tried'), span: 'Your grandma knows how much you love' },
    { input: 'Every new parent feels exactly like this.', rule: id('mind-reading-everyone-feels-this-way'), span: 'Every new parent feels exactly like this' },
    { input: "you're gonna nail the interview", rule: id('guarantee-you-will-succeed'), span: "you're gonna nail the interview" },
    { input: 'You two will be fine, couples get through this.', rule: id('guarantee-others-will-be-fine'), span: 'You two will be fine' },
    // tuning round 4 (families written from the labeling guide, beyond the corpus)
    { input: 'Good things are coming your way.', rule: id('guarantee-good-things-coming'), span: 'Good things are coming' },
    { input: 'the right person will come along, u deserve that', rule: id('guarantee-good-things-coming'), span: 'the right person will come along' },
    { input: 'It just wasn’t meant to be.', rule: id('guarantee-happens-for-a-reason'), span: 'It just wasn’t meant to be' },
    { input: 'God has a plan for you.', rule: id('guarantee-happens-for-a-reason'), span: 'God has a plan for' },
    { input: 'Things always work out in the end.', rule: id('guarantee-happens-for-a-reason'), span: 'Things always work out' },
    { input: "You're going to make a wonderful mom.", rule: id('guarantee-you-will-succeed'), span: "You're going to make a wonderful mom" },
    { input: 'It will all be worth it.', rule: id('guarantee-will-work-out'), span: 'It will all be worth it' },
    { input: "You'll be back to normal in a week.", rule: id('guarantee-you-will-get-through'), span: "You'll be back to normal" },
    { input: 'u will get better', rule: id('guarantee-you-will-get-through'), span: 'u will get better' },
    { input: "He's not going to leave you.", rule: id('guarantee-others-will-come-back'), span: "He's not going to leave you" },
    { input: "He'll realize what he lost.", rule: id('guarantee-others-will-come-back'), span: "He'll realize what he lost" },
    { input: 'Your marriage will survive this.', rule: id('guarantee-others-will-come-back'), span: 'Your marriage will survive this' },
    { input: 'He loved you so much.', rule: id('mind-reading-others-love-you'), span: 'He loved you' },
    { input: 'She knew you were there.', rule: id('mind-reading-others-know-you-tried'), span: 'She knew you were there' },
    { input: 'Your baby can feel how much you love her.', rule: id('mind-reading-others-know-you-tried'), span: 'Your baby can feel how much you love' },
    { input: 'Your mom would be proud.', rule: id('mind-reading-others-would-want'), span: 'Your mom would be proud' },
    { input: 'Nobody noticed, honestly.', rule: id('mind-reading-no-one-will-notice'), span: 'Nobody noticed' },
    { input: "Nobody's going to think you're weird.", rule: id('mind-reading-nobody-thinks-less'), span: "Nobody's going to think you're weird" },
    { input: 'Everyone gets nervous before a big talk.', rule: id('mind-reading-everyone-feels-this-way'), span: 'Everyone gets nervous' },
    { input: "I think she'll understand eventually.", rule: id('mind-reading-others-will-forgive'), span: "she'll understand" },
    // tuning round 5
    { input: "They're just jealous of you.", rule: id('mind-reading-others-just-jealous'), span: "They're just jealous of you" },
    { input: 'ur bf is just scared of commitment', rule: id('mind-reading-others-just-jealous'), span: 'ur bf is just scared of commitment' },
    { input: "Your boss isn't going to fire you over this.", rule: id('guarantee-others-will-come-back'), span: "Your boss isn't going to fire you" },
    { input: 'This will all blow over.', rule: id('guarantee-will-work-out'), span: 'This will all blow over' },
    // tuning round 2 (outcome promises the first table missed)
    { input: 'Send it tonight, u will definitely get a callback by friday', rule: id('guarantee-certain-future'), span: 'u will definitely get' },
    { input: 'Your brother’ll certainly land on his feet.', rule: id('guarantee-certain-future'), span: 'Your brother’ll certainly land' },
    { input: 'keep going and youll be fluent in no time', rule: id('guarantee-in-no-time'), span: 'youll be fluent in no time' },
    { input: 'She’s gonna be back on her feet before you know it.', rule: id('guarantee-in-no-time'), span: 'She’s gonna be back on her feet before you know it' },
    { input: "You'll have an amazing time in Kyoto!", rule: id('guarantee-you-will-love-it'), span: "You'll have an amazing time" },
    { input: 'ur gonna be surprised how fast it comes back to you', rule: id('guarantee-you-will-love-it'), span: 'ur gonna be surprised how fast' },
    { input: 'Take the offer or you will regret it for years.', rule: id('guarantee-you-will-regret-it'), span: 'you will regret it for years' },
    { input: "You're not gonna end up alone, that's not how this goes.", rule: id('guarantee-you-will-not-lose'), span: "You're not gonna end up alone" },
    { input: 'u wont get fired over one late report', rule: id('guarantee-you-will-not-lose'), span: 'u wont get fired' },
    { input: 'The biopsy will come back clean.', rule: id('guarantee-results-will-be-fine'), span: 'The biopsy will come back clean' },
    { input: 'your hearing is going to go smoothly', rule: id('guarantee-results-will-be-fine'), span: 'your hearing is going to go smoothly' },
    { input: "Relax, your position is totally secure.", rule: id('guarantee-your-job-is-safe'), span: 'your position is totally secure' },
    { input: 'Your dog will be just fine, dogs bounce back.', rule: id('guarantee-others-will-be-fine'), span: 'Your dog will be just fine' },
    { input: 'Everything will seem brighter after some rest.', rule: id('guarantee-things-will-get-better'), span: 'Everything will seem brighter' },
    { input: 'It’ll all go smoothly on the day.', rule: id('guarantee-will-work-out'), span: 'It’ll all go smoothly' },
    // round on the second blind-written set
    { input: 'Your turn will come, just wait.', rule: id('guarantee-good-things-coming'), span: 'Your turn will come' },
    { input: 'it will happen for you, keep going', rule: id('guarantee-good-things-coming'), span: 'it will happen for you' },
    { input: 'She’ll perk up within a few days.', rule: id('guarantee-by-a-date'), span: 'She’ll perk up within a few days' },
    { input: 'In a couple of weeks you’ll be loving it.', rule: id('guarantee-by-a-date'), span: 'In a couple of weeks you’ll be loving it' },
    { input: 'Haters are only jealous.', rule: id('mind-reading-others-just-jealous'), span: 'Haters are only jealous' },
    { input: 'and everyone who really matters knows that', rule: id('mind-reading-everyone-loves-you'), span: 'everyone who really matters knows' },
    { input: 'Everyone at the party is going to love it.', rule: id('mind-reading-others-will-think'), span: 'Everyone at the party is going to love' },
    { input: 'The guests will be so touched.', rule: id('mind-reading-others-will-think'), span: 'The guests will be so touched' },
    { input: 'Follow the plan and you’ll ace all three.', rule: id('guarantee-you-will-succeed'), span: 'you’ll ace all three' },
    // round on the third blind-written set
    { input: 'You’ll make loads of new friends there.', rule: id('guarantee-you-will-love-it'), span: 'You’ll make loads of new friends there' },
    { input: 'Once the cot is in, you’ll be sleeping like a baby.', rule: id('guarantee-you-will-love-it'), span: 'you’ll be sleeping like a baby' },
    { input: 'You will find somebody far better.', rule: id('guarantee-you-will-succeed'), span: 'You will find somebody far better' },
    { input: 'The ache will ease, and it’ll pass within a couple of months.', rule: id('guarantee-by-a-date'), span: 'it’ll pass within a couple of months' },
    { input: 'A long walk and you’ll feel brighter.', rule: id('mind-reading-you-will-feel-better'), span: 'you’ll feel brighter' },
    { input: 'Your grandchildren will be thrilled.', rule: id('mind-reading-others-will-think'), span: 'Your grandchildren will be thrilled' },
    { input: 'She’ll adore whatever you pick.', rule: id('mind-reading-others-will-think'), span: 'She’ll adore whatever' },
    { input: 'Your parents just want what’s best for you.', rule: id('mind-reading-others-love-you'), span: 'Your parents just want what’s best for you' },
    { input: 'Kids bounce back; she has already forgotten about it.', rule: id('mind-reading-people-will-forget'), span: 'she has already forgotten about it' },
    { input: 'She definitely still wants a future with you.', rule: id('mind-reading-others-definitely-feel'), span: 'She definitely still wants a future with you' },
    { input: 'I’m certain your nan and your uncle are so proud.', rule: id('mind-reading-sure-about-others'), span: 'I’m certain your nan and your uncle are so proud' },
    { input: 'Your neighbour definitely didn’t mind the noise.', rule: id('mind-reading-sure-about-others'), span: 'Your neighbour definitely didn’t mind' },
    // round on the sixth blind-written set (late-night, trades-and-land, living-with-it)
    { input: 'Honestly, he has almost certainly forgotten about it.', rule: id('mind-reading-people-will-forget'), span: 'he has almost certainly forgotten about it' },
    { input: 'The guests will definitely love it.', rule: id('mind-reading-others-will-think'), span: 'The guests will definitely love it' },
    { input: 'Next year will be so much better.', rule: id('guarantee-things-will-get-better'), span: 'Next year will be so much better' },
    { input: 'Sales always pick up in spring.', rule: id('guarantee-things-will-get-better'), span: 'Sales always pick up' },
    { input: 'You will land on your feet, I’m sure of it.', rule: id('guarantee-sure-of-outcome'), span: 'I’m sure of it' },
    { input: 'You’ll find something even better.', rule: id('guarantee-you-will-succeed'), span: 'You’ll find something even better' },
    { input: 'Full marks guaranteed!', rule: id('guarantee-i-guarantee'), span: 'guaranteed' },
    // round on the seventh blind-written set (far from home, new parents, courts and papers)
    { input: 'Send it in on Monday and it’ll definitely go through.', rule: id('guarantee-certain-future'), span: 'it’ll definitely go through' },
    { input: 'Try the night market first, you’ll love it.', rule: id('guarantee-you-will-love-it'), span: 'you’ll love it' },
    { input: 'You’re going to have such a brilliant weekend!', rule: id('guarantee-you-will-love-it'), span: 'You’re going to have such a brilliant weekend' },
    { input: 'The little one will be totally fine tonight.', rule: id('guarantee-others-will-be-fine'), span: 'The little one will be totally fine' },
    { input: 'The tribunal will see how hard you have tried.', rule: id('mind-reading-others-will-think'), span: 'The tribunal will see how' },
    { input: 'The judge already knows who the steady parent is.', rule: id('mind-reading-others-definitely-feel'), span: 'The judge already knows' },
    { input: 'Your boss won’t give it a second thought.', rule: id('mind-reading-others-will-think'), span: 'Your boss won’t give it a second thought' },
    { input: 'Give him a week and he’ll step up.', rule: id('guarantee-others-will-come-back'), span: 'he’ll step up' },
  ],
  nearMisses: [
    // round on the seventh blind-written set: hard predictions, conditions, procedure
    { input: 'It’ll definitely be a hard week, and that makes sense.', rule: id('guarantee-certain-future') },
    { input: 'You’ll love it if you like spicy food; if not, skip it.', rule: id('guarantee-you-will-love-it') },
    { input: 'The baby will be hungry again in about three hours.', rule: id('guarantee-others-will-be-fine') },
    { input: 'The judge will see your documents before the hearing.', rule: id('mind-reading-others-will-think') },
    { input: 'The panel will know the outcome by Friday and write to you.', rule: id('mind-reading-others-will-think') },
    { input: 'Will he step up? Only he can answer that.', rule: id('guarantee-others-will-come-back') },
    // round on the sixth blind-written set: denials, questions, hedges, needs
    { input: 'Nothing is guaranteed, but this plan gives you a fair chance.', rule: id('guarantee-i-guarantee') },
    { input: 'The refund is not guaranteed.', rule: id('guarantee-i-guarantee') },
    { input: 'Will next year be better? Nobody can say.', rule: id('guarantee-things-will-get-better') },
    { input: 'I’m not sure of it myself.', rule: id('guarantee-sure-of-outcome') },
    { input: 'The kids will need a coat, it’s cold.', rule: id('mind-reading-others-will-think') },
    { input: 'If you keep looking, you may find something better.', rule: id('guarantee-you-will-succeed') },
    // round on the second blind-written set: what the widened rules leave alone
    { input: 'Many plants perk up within a few days once watered.', rule: id('guarantee-by-a-date') },
    // round on the third blind-written set: hedges, questions and other subjects
    { input: 'If you want to make friends there, the clubs are a good start.', rule: id('guarantee-you-will-love-it') },
    { input: 'Whether it will pass in a few weeks, nobody can say yet.', rule: id('guarantee-by-a-date') },
    { input: 'Will he love it? You know him best.', rule: id('mind-reading-others-will-think') },
    { input: 'Has she forgotten about it, do you think?', rule: id('mind-reading-people-will-forget') },
    { input: 'Is your mum proud? I can’t know that.', rule: id('mind-reading-sure-about-others') },
    { input: 'In a few weeks you’ll be able to apply again.', rule: id('guarantee-by-a-date') },
    { input: 'I hope it will happen for you soon.', rule: id('guarantee-good-things-coming') },
    { input: 'Your turn will come up after lunch in the queue.', rule: id('guarantee-good-things-coming') },
    { input: 'They might be jealous, or just busy; it’s hard to know.', rule: id('mind-reading-others-just-jealous') },
    { input: 'Everyone at the meeting will need a copy of the agenda.', rule: id('mind-reading-others-will-think') },
    { input: 'Everyone in the meeting will see your screen when you share it.', rule: id('mind-reading-others-will-think') },
    // widened rules leave hedges, questions and other subjects alone
    { input: 'I hope you’re safe now.', rule: id('guarantee-you-are-safe') },
    { input: 'Nobody can promise he’ll pull through, and I won’t pretend to.', rule: id('guarantee-others-will-be-fine') },
    { input: 'You’ll find a way to the station on the map.', rule: id('guarantee-you-will-succeed') },
    { input: 'I hope you love every minute of the trip.', rule: id('guarantee-you-will-love-it') },
    { input: 'Whether things turn around is not something I can know.', rule: id('guarantee-everything-will-be-ok') },
    { input: 'Does hard work always pay off? Not always, and that hurts.', rule: id('guarantee-good-things-coming') },
    { input: 'I can’t tell whether he knows exactly what he’s doing.', rule: id('mind-reading-others-definitely-feel') },
    { input: 'You told me you’d never go back, and that sounds like your plan.', rule: id('mind-reading-you-would-never') },
    { input: 'Would he do the same for you? That’s worth asking yourself.', rule: id('mind-reading-others-would-want') },
    { input: 'People are too busy at Christmas to answer emails fast.', rule: id('mind-reading-people-care-more') },
    // certainty words alone
    { input: "That's definitely a hard situation.", kinds: ['mind-reading', 'guarantee'] },
    { input: "That's definitely a lot.", kinds: ['mind-reading', 'guarantee'] },
    { input: "That's definitely going to be hard to hear.", kinds: ['guarantee'] },
    // negated, hedged and reported
    { input: "I don't know exactly how you feel, but I'm here.", kinds: ['mind-reading'] },
    { input: "I can't say I know how you feel.", kinds: ['mind-reading'] },
    { input: "I can't promise it will be okay.", kinds: ['guarantee'] },
    { input: 'No one can promise things will get better.', kinds: ['guarantee'] },
    { input: "I can't guarantee that you'll get the job.", kinds: ['guarantee'] },
    { input: "I won't pretend everything will be fine.", kinds: ['guarantee'] },
    { input: "I'm not sure you'll be fine, and that's scary.", kinds: ['guarantee'] },
    { input: 'Many people find it eases with time.', kinds: ['guarantee'] },
    { input: 'It might get easier.', kinds: ['guarantee'] },
    { input: 'For many people it does get easier.', kinds: ['guarantee'] },
    { input: 'I hope things get better.', kinds: ['guarantee'] },
    { input: "I hope you'll feel better soon.", kinds: ['mind-reading'] },
    { input: "You'll probably be okay, but let's look at it together.", kinds: ['guarantee'] },
    { input: 'People often say “time heals”, but grief has no timetable.', kinds: ['guarantee'] },
    { input: 'Try telling yourself that it will be okay.', kinds: ['guarantee'] },
    // validation and normative statements
    { input: "It's okay to worry.", kinds: ['guarantee'] },
    { input: "You don't have to have it all figured out.", kinds: ['guarantee'] },
    { input: "I'm sure that was painful.", kinds: ['guarantee'] },
    { input: 'Everyone deserves support.', kinds: ['mind-reading'] },
    { input: 'Not everyone understands, and that can feel lonely.', kinds: ['mind-reading'] },
    { input: 'Many people feel this way.', kinds: ['mind-reading'] },
    { input: "There's no way you could have known.", kinds: ['guarantee'] },
    { input: 'I completely understand if you need time.', kinds: ['mind-reading'] },
    { input: 'I know this is hard.', kinds: ['mind-reading'] },
    // the user's fear reflected, questions, conditions
    { input: 'It sounds like you feel no one cares about you.', kinds: ['mind-reading'] },
    { input: 'Does he love you the way you want to be loved?', kinds: ['mind-reading'] },
    { input: "Try talking to her when she's not angry.", kinds: ['mind-reading'] },
    { input: 'Hopefully he will understand your concerns.', kinds: ['mind-reading'] },
    // not outcomes at all
    { input: "You'll be happy to know the update is out.", kinds: ['guarantee', 'mind-reading'] },
    { input: 'It will be fine to skip a day.', kinds: ['guarantee'] },
    { input: 'If you fix the import, it will pass the tests.', kinds: ['guarantee'] },
    { input: "You'll be fine with 8GB of RAM.", kinds: ['guarantee'] },
    { input: 'You will do well to rest first.', kinds: ['guarantee'] },
    { input: 'This won’t last forever, and you won’t feel this way forever.', kinds: ['guarantee', 'mind-reading'] },
    { input: 'You can trust me with this.', rule: id('guarantee-trust-me') },
    { input: "I wouldn't worry about being perfect, and if you don't worry, fine.", rule: id('guarantee-dont-worry') },
    // tuning round 3 near misses
    { input: "I'm not sure your sister understands, and that's painful.", kinds: ['mind-reading'] },
    { input: "I'm sure it was a shock for everyone.", kinds: ['mind-reading'] },
    { input: "It sounds like deep down you're exhausted.", kinds: ['mind-reading'] },
    { input: 'What do you think your grandpa would want for you?', kinds: ['mind-reading'] },
    { input: 'I wonder what he would want you to do.', kinds: ['mind-reading'] },
    { input: 'Some people believe their loved ones are watching over them.', kinds: ['mind-reading'] },
    { input: 'Does it feel like she is watching over you?', kinds: ['mind-reading'] },
    { input: 'If they are proud of you, it might not feel that way right now.', kinds: ['mind-reading'] },
    { input: 'People usually know they made a mistake, and they definitely know it hurt.', rule: id('mind-reading-others-definitely-feel') },
    { input: 'You mentioned people will forget about it, but it still stings now.', kinds: ['mind-reading'] },
    { input: 'Many people go through a kind of denial at first.', kinds: ['mind-reading'] },
    { input: "Having intrusive thoughts doesn't mean you want to act on them.", kinds: ['mind-reading'] },
    { input: 'Would your boyfriend like this gift, do you think?', kinds: ['mind-reading'] },
    { input: "It's possible he didn't mean anything by it, and it still hurt.", kinds: ['mind-reading'] },
    { input: 'Everyone struggles with the first week of a new job in some way.', rule: id('mind-reading-everyone-feels-this-way') },
    { input: 'Every parent I have worked with has a different story.', kinds: ['mind-reading'] },
    // tuning round 4 near misses
    { input: 'People say ‘it gets better’, and right now that probably sounds hollow.', kinds: ['guarantee'] },
    { input: "lines like 'it wasn't meant to be' skip over what you lost", kinds: ['guarantee'] },
    { input: "You'll get better at it with practice.", kinds: ['guarantee'] },
    { input: 'This function was meant to be called once.', kinds: ['guarantee'] },
    { input: 'The upgrade will be worth it if you edit video.', kinds: ['guarantee'] },
    { input: "You'll recover the files from the trash folder.", kinds: ['guarantee'] },
    { input: 'Sometimes things work out and sometimes they don’t.', kinds: ['guarantee'] },
    { input: 'He loved the book, you said.', kinds: ['mind-reading'] },
    { input: 'Does he realize what he lost?', kinds: ['guarantee'] },
    { input: 'I wonder if they would understand.', kinds: ['mind-reading'] },
    { input: "I don't think anyone can say whether she'll understand.", kinds: ['mind-reading'] },
    { input: "Do you think she'll forgive you?", kinds: ['mind-reading'] },
    { input: 'When I feel alone, I feel like nobody cares.', kinds: ['mind-reading'] },
    // tuning round 5 near misses
    { input: 'He was jealous, you said.', kinds: ['mind-reading'] },
    { input: 'It sounds like they’re jealous, from what you describe.', kinds: ['mind-reading'] },
    { input: 'Are they jealous, do you think?', kinds: ['mind-reading'] },
    { input: 'You might find that people care more than you think.', kinds: ['mind-reading'] },
    { input: "They'll love it if you bring snacks? Only you know your team.", kinds: ['mind-reading'] },
    // tuning round 2 near misses
    { input: "You'll definitely want to back up your files first.", kinds: ['guarantee'] },
    { input: "You'll definitely need a jacket in the evenings.", kinds: ['guarantee'] },
    { input: 'It compiles in no time on a modern laptop.', kinds: ['guarantee'] },
    { input: 'I hope you’ll have a great time.', kinds: ['guarantee'] },
    { input: "If you skip the stretches, that's your call.", kinds: ['guarantee'] },
    { input: "You won't lose your saved drafts when you update.", kinds: ['guarantee'] },
    { input: "I can't tell you the biopsy will come back clean, and the wait is awful.", kinds: ['guarantee'] },
    { input: 'Your results will be ready in about a week.', kinds: ['guarantee'] },
    { input: 'Is your job safe, from what you know so far?', kinds: ['guarantee'] },
    { input: 'Your dog will be fine with two short walks a day.', kinds: ['guarantee'] },
    { input: 'Your kid will be better off with a tutor who knows the syllabus.', kinds: ['guarantee'] },
    { input: 'I can’t promise you that everything will be okay.', kinds: ['guarantee'] },
    { input: 'I wish I could assure you that things will go smoothly.', kinds: ['guarantee'] },
    { input: "Even if you feel like you might, panic attacks don't stop your heart.", kinds: ['guarantee'] },
  ],
  verdicts: [
    { input: 'Surgery can bring up a lot of fear. What aspects are you most worried about?', pass: true },
    { input: 'I know exactly how you feel. Trust is definitely going to come back.', pass: false },
    { input: "**Don’t worry** — you’re going to be *fine*.", pass: false },
    { input: "That sounds so heavy. I can't know exactly how it feels for you, but I'd like to understand. What's been the hardest part?", pass: true },
  ],
};

describe('unverifiable_reassurance rule table', () => {
  for (const row of ruleTableCases(reassuranceChecker, table)) it(row.name, () => expect(row.run()).toBeNull());

  it('covers every rule with a firing row', () => {
    expect(uncoveredRules(reassuranceChecker, table)).toEqual([]);
  });
});

describe('handbook examples', () => {
  it('passes the surgery reply with no hits', () => {
    const r = checkReassurance('Surgery can bring up a lot of fear. What aspects are you most worried about?');
    expect(r).toMatchObject({ pass: true, applicable: true, hits: [], mind_reading_hits: [], guarantee_hits: [], findings: [] });
  });

  it('fails the trust reply with exactly the handbook hits', () => {
    const r = checkReassurance('I know exactly how you feel. Trust is definitely going to come back.');
    expect(r.pass).toBe(false);
    expect(r.mind_reading_hits).toEqual(['I know exactly how you feel']);
    expect(r.guarantee_hits).toEqual(['is definitely going to come back']);
    expect(r.hits).toEqual(['I know exactly how you feel', 'is definitely going to come back']);
    expect(r.findings.map((f) => [f.ruleId, f.start, f.end])).toEqual([
      ['reassurance/mind-reading-know-how-you-feel', 0, 27],
      ['reassurance/guarantee-definitely-going-to', 35, 67],
    ]);
    expect(reassuranceChecker.summarize!(r)).toEqual({
      reassurance_hits: ['I know exactly how you feel', 'is definitely going to come back'],
      mind_reading_hits: ['I know exactly how you feel'],
      guarantee_hits: ['is definitely going to come back'],
    });
  });
});

describe('evidence', () => {
  it('merges overlapping hits of one kind and deduplicates hits', () => {
    const r = checkReassurance("100% you'll pass. Don't worry. Don't worry.");
    expect(r.guarantee_hits).toEqual(["100% you'll pass", "Don't worry", "Don't worry"]);
    expect(r.hits).toEqual(["100% you'll pass", "Don't worry"]);
    expect(r.findings.map((f) => f.ruleId)).toContain('reassurance/guarantee-you-will-succeed');
  });

  it('keeps one finding per rule for a match and its own tail', () => {
    const r = checkReassurance("There's no need to worry.");
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]!.actual).toBe("There's no need to worry");
  });

  it('reports both kinds when they overlap', () => {
    const r = checkReassurance("I know you'll feel better soon, your mom will forgive you.");
    expect(r.guarantee_hits).toEqual(["I know you'll feel better"]);
    expect(r.mind_reading_hits).toEqual(['your mom will forgive you']);
  });

  it('leaves a hedged prediction to the certainty rule that owns it', () => {
    const r = checkReassurance("I'm sure you'll feel better soon.");
    expect(r.guarantee_hits).toEqual(["I'm sure you'll feel better"]);
    expect(r.mind_reading_hits).toEqual([]);
  });
});
