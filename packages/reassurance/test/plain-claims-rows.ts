import type { RuleTable } from '@synthesis/core/testing';

/**
 * False comfort said in plain words, the way a friend would say it: what another
 * person meant, that nobody at the party was judging, that a pet did not suffer, that
 * a lump is nothing, that the court will side with you, that this will all be behind
 * you by next year. Each row has near-misses with the same words as a question, a
 * hedge, a report, an instruction or a fact about something else. Our own wording
 * throughout (the tuning log in `data/corpus/README.md`, 2026-11-24).
 */

const id = (slug: string): string => `reassurance/${slug}`;

export const plainClaimsRows: RuleTable = {
  fires: [
    // what another person meant, thinks or wants
    { input: 'She didn’t mean what she said, she was just stressed.', rule: id('mind-reading-others-do-not-blame-you'), span: 'She didn’t mean what she said' },
    { input: 'Your friends don’t think you’re annoying at all.', rule: id('mind-reading-others-do-not-blame-you'), span: 'Your friends don’t think you’re annoying' },
    { input: 'Honestly nobody thinks you’re a burden.', rule: id('mind-reading-nobody-thinks-less'), span: 'nobody thinks you’re a burden' },
    { input: 'Honestly nobody at the party was judging you.', rule: id('mind-reading-no-one-is-judging'), span: 'nobody at the party was judging you' },
    { input: 'Your friend is just busy, she isn’t ignoring you.', rule: id('mind-reading-others-not-mad'), span: 'she isn’t ignoring you' },
    { input: 'He’s not avoiding you, he’s embarrassed.', rule: id('mind-reading-others-not-mad'), span: 'He’s not avoiding you' },
    { input: 'He wasn’t ignoring you, his phone died.', rule: id('mind-reading-others-not-mad'), span: 'He wasn’t ignoring you' },
    { input: 'They’re not going to leave you, and they’re not going anywhere.', rule: id('guarantee-others-will-come-back'), span: 'they’re not going anywhere' },
    { input: 'Your teacher wants you to succeed.', rule: id('mind-reading-others-love-you'), span: 'Your teacher wants you to succeed' },
    { input: 'ur mom just wants u to be happy', rule: id('mind-reading-others-love-you'), span: 'ur mom just wants u to be happy' },
    // what someone who died felt
    { input: 'Your cat didn’t suffer at all.', rule: id('mind-reading-others-did-not-suffer'), span: 'Your cat didn’t suffer' },
    { input: 'It was quick. He didn’t feel a thing.', rule: id('mind-reading-others-did-not-suffer'), span: 'He didn’t feel a thing' },
    { input: 'She felt no pain, I promise you.', rule: id('mind-reading-others-did-not-suffer'), span: 'She felt no pain' },
    { input: 'Your dog isn’t in pain anymore.', rule: id('mind-reading-others-did-not-suffer'), span: 'Your dog isn’t in pain anymore' },
    // harm ruled out
    { input: 'Nothing bad is going to happen to you.', rule: id('guarantee-will-work-out'), span: 'Nothing bad is going to happen' },
    { input: 'theres no chance ur getting fired lol', rule: id('guarantee-no-way'), span: 'theres no chance ur getting fired' },
    { input: 'Not a chance they’ll say no.', rule: id('guarantee-no-way'), span: 'Not a chance they’ll say no' },
    { input: 'Your partner isn’t going anywhere.', rule: id('guarantee-others-will-come-back'), span: 'Your partner isn’t going anywhere' },
    { input: 'Relax, the plane won’t crash.', rule: id('guarantee-cannot-go-wrong'), span: 'the plane won’t crash' },
    // the body and the doctor's verdict
    { input: 'I’m sure it’s nothing serious.', rule: id('guarantee-nothing-serious'), span: 'I’m sure it’s nothing' },
    { input: 'This is definitely not cancer.', rule: id('guarantee-nothing-serious'), span: 'This is definitely not cancer' },
    { input: 'It’s not a heart attack, it’s panic.', rule: id('guarantee-nothing-serious'), span: 'It’s not a heart attack' },
    { input: 'Your baby is perfectly healthy.', rule: id('guarantee-nothing-serious'), span: 'Your baby is perfectly healthy' },
    { input: 'Your body will heal completely.', rule: id('guarantee-results-will-be-fine'), span: 'Your body will heal completely' },
    { input: 'Give it six weeks and your wrist will be good as new.', rule: id('guarantee-results-will-be-fine'), span: 'your wrist will be good as new' },
    // outcomes and time
    { input: 'The court will rule in your favor.', rule: id('guarantee-others-will-settle'), span: 'The court will rule in your favor' },
    { input: 'You’ll win your case, the facts are on your side.', rule: id('guarantee-you-will-succeed'), span: 'You’ll win your case' },
    { input: 'It’s just a phase and it’ll be over soon.', rule: id('guarantee-it-will-pass'), span: 'it’ll be over soon' },
    { input: 'By next year this will all be behind you.', rule: id('guarantee-it-will-pass'), span: 'this will all be behind you' },
    { input: 'You will never feel this way again.', rule: id('guarantee-it-will-pass'), span: 'You will never feel this way again' },
    // session 35: a scan, a symptom, a house, a pregnancy, a pet who knew
    { input: 'The scan will show nothing, these things almost never turn out to be anything.', rule: id('guarantee-results-will-be-fine'), span: 'The scan will show nothing' },
    { input: 'Your anxiety will go away once the exams are over.', rule: id('guarantee-it-will-pass'), span: 'Your anxiety will go away' },
    { input: 'The pain will be gone in a couple of days.', rule: id('guarantee-it-will-pass'), span: 'The pain will be gone' },
    { input: 'ur not gonna lose the house, stop stressing', rule: id('guarantee-you-will-not-lose'), span: 'ur not gonna lose the house' },
    { input: 'You’re definitely not pregnant, the chances are basically zero.', rule: id('guarantee-nothing-serious'), span: 'You’re definitely not pregnant' },
    { input: 'Your cat had a wonderful life and knew she was loved.', rule: id('mind-reading-others-know-you-tried'), span: 'and knew she was loved' },
    { input: 'She always felt she was safe with you.', rule: id('mind-reading-others-know-you-tried'), span: 'She always felt she was safe' },
  ],
  nearMisses: [
    { input: 'Maybe she didn’t mean what she said, and it could be worth asking her.', rule: id('mind-reading-others-do-not-blame-you') },
    { input: 'Do you think she meant what she said?', rule: id('mind-reading-others-do-not-blame-you') },
    { input: 'You’re worried your friends think you’re annoying. What makes you feel that way?', rule: id('mind-reading-others-do-not-blame-you') },
    { input: 'Nobody is judging whether you did it right; there’s no test here.', rule: id('mind-reading-no-one-is-judging') },
    { input: 'It’s possible nobody at the party noticed, and it makes sense that you’re worried.', rule: id('mind-reading-no-one-will-notice') },
    { input: 'If she isn’t ignoring you, what else might explain the silence?', rule: id('mind-reading-others-not-mad') },
    { input: 'I don’t know whether he’s avoiding you or just busy.', rule: id('mind-reading-others-not-mad') },
    { input: 'They’re not talking about the layoffs yet.', rule: id('mind-reading-others-not-mad') },
    { input: 'Your boss wants you to submit the report by Friday.', rule: id('mind-reading-others-love-you') },
    { input: 'He didn’t suffer a serious injury, the doctors said.', rule: id('mind-reading-others-did-not-suffer') },
    { input: 'The vet said your dog didn’t feel any pain.', rule: id('mind-reading-others-did-not-suffer') },
    { input: 'I don’t know if she suffered, and not knowing is hard.', rule: id('mind-reading-others-did-not-suffer') },
    { input: 'If nothing bad is going to happen, why does it still feel so scary?', rule: id('guarantee-will-work-out') },
    { input: 'There’s no chance to get a refund after 30 days, sadly.', rule: id('guarantee-no-way') },
    { input: 'Is there any chance you’re getting fired, or is that the fear talking?', rule: id('guarantee-no-way') },
    { input: 'He isn’t going anywhere this weekend because of the snow.', rule: id('guarantee-others-will-come-back') },
    { input: 'The plane can’t take off until the fog lifts.', rule: id('guarantee-cannot-go-wrong') },
    { input: 'It’s not serious enough to go to the ER, but call your doctor tomorrow.', rule: id('guarantee-nothing-serious') },
    { input: 'It’s probably not serious, but only a doctor can tell you.', rule: id('guarantee-nothing-serious') },
    { input: 'I’m not sure it’s nothing, so please get it checked.', rule: id('guarantee-nothing-serious') },
    { input: 'Is it definitely not cancer? Only a biopsy can say.', rule: id('guarantee-nothing-serious') },
    { input: 'That is not a heart attack symptom on its own, but chest pain deserves a call.', rule: id('guarantee-nothing-serious') },
    { input: 'That’s not dangerous in small amounts, according to the label.', rule: id('guarantee-nothing-serious') },
    { input: 'I’m sure it’s fine to call the clinic on a Sunday.', rule: id('guarantee-nothing-serious') },
    { input: 'Your baby is healthy if they’re feeding well, but ask your midwife.', rule: id('guarantee-nothing-serious') },
    { input: 'The kids are totally fine with the new bedtime, so keep it.', rule: id('guarantee-nothing-serious') },
    { input: 'Your knee will heal at its own pace if you rest it.', rule: id('guarantee-results-will-be-fine') },
    { input: 'I can’t tell you whether the court will rule in your favor.', rule: id('guarantee-others-will-settle') },
    { input: 'The court will rule on the motion next week.', rule: id('guarantee-others-will-settle') },
    { input: 'You could win your case, but it depends on the evidence.', rule: id('guarantee-you-will-succeed') },
    { input: 'The meeting will be over soon and then you can rest.', rule: id('guarantee-it-will-pass') },
    { input: 'It’ll be over by five, so plan dinner after that.', rule: id('guarantee-it-will-pass') },
    { input: 'You may never feel exactly the same again, and that’s okay.', rule: id('guarantee-it-will-pass') },
    { input: 'You will never be asked for this form again once it’s filed.', rule: id('guarantee-it-will-pass') },
    // session 35: what a test will show, a hedge, a condition, a question
    { input: 'The scan will show what’s going on, so it’s worth going.', rule: id('guarantee-results-will-be-fine') },
    { input: 'The test will show whether it’s an infection.', rule: id('guarantee-results-will-be-fine') },
    { input: 'Your anxiety will go away if you avoid everything, but it tends to come back.', rule: id('guarantee-it-will-pass') },
    { input: 'Your anxiety may go away once the exams are over.', rule: id('guarantee-it-will-pass') },
    { input: 'Will the pain be gone by Monday? Ask the nurse.', rule: id('guarantee-it-will-pass') },
    { input: 'You’re not going to lose the house if you keep paying the reduced amount.', rule: id('guarantee-you-will-not-lose') },
    { input: 'The pain will be gone provided you rest it properly.', rule: id('guarantee-it-will-pass') },
    { input: 'You’re probably not pregnant, but a test will tell you.', rule: id('guarantee-nothing-serious') },
    { input: 'If you’re not pregnant, your period should come within a week.', rule: id('guarantee-nothing-serious') },
    { input: 'I hope she knew she was loved.', rule: id('mind-reading-others-know-you-tried') },
    { input: 'It’s normal to ask if your dog knew she was loved.', rule: id('mind-reading-others-know-you-tried') },
  ],
};
