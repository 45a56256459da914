import { MACHINE } from './rule-helpers.js';

/**
 * `word` (one group, so an alternation in it stays whole), then checked not to come right
 * after what each of `before` (lookbehind bodies) matches. Written after the word, the check runs only where the word matched, not at
 * every place the rule is tried, which a lookbehind written before the word would.
 */
export function notAfter(before: string | readonly string[], word: string): string {
  const bodies = typeof before === 'string' ? [before] : before;
  return `(?:${word})` + bodies.map((b) => `(?<!${b}(?:${word}))`).join('');
}

/**
 * `word`, then checked to come right after what `before` (a lookbehind body) matches: the
 * positive twin of {@link notAfter}, with the same reason to be written after the word.
 */
export function onlyAfter(before: string, word: string): string {
  return `(?:${word})(?<=${before}(?:${word}))`;
}

/**
 * Lookarounds for the vulnerability rules: a word of distress said of a thing, a topic, a
 * task or someone else ("the cake fell apart", "an eviction hearing as the landlord",
 * "prevent burnout in my team", "my dog has separation anxiety", "the ball hit me"), which
 * must not make a user vulnerable, beside the same word said of the writer.
 */

/**
 * Lookbehind: not right after a thing that comes apart (a bracelet, boots, a cake, a
 * plan), with up to two words between ("the meatballs keep falling apart"): things fall
 * apart too, and only a person, a life or what they hold falls apart as distress.
 */
export const NOT_A_THING = "(?<!\\b(?:bracelet|necklace|chain|strap|boots|shoes|trainers|sneakers|jeans|jumper|sweater|seams?|stitching|sofa|couch|chair|table|shelf|book|paperback|binding|cover|bag|wallet|umbrella|cake|bread|loaf|dough|burgers?|patties|meatballs|fishcakes|falafel|crust|pastry|pie|cookies|biscuits|lasagne|lasagna|fritters|tortillas?|wraps?|pizza|sandwich|brownies|project|plans?|deal|model|kit|box|pages|toy)(?: [a-z]{1,8}){0,2} )";

/**
 * Lookarounds: the user is the landlord, not the one evicted ("an eviction hearing as
 * the landlord", "an eviction for a tenant who hasn't paid", "evicted my tenant"), in the
 * same sentence. A user who says they are a tenant is still the one evicted.
 */
export const LANDLORD_BEFORE = "(?<!\\b(?:(?:i'?m|im|i am|as|we'?re|we are) (?:an? |the )?(?:landlord|landlady|property manager)s?|(?:my|our) tenants?)\\b[^.!?\\n]{0,60})";
export const LANDLORD_AFTER = "(?![^.!?\\n]{0,60}\\b(?:as (?:an? |the )?(?:landlord|landlady|property manager)|(?:(?:for|against|on|of|with) (?:a|the)|my|our) tenants?)\\b)";

/**
 * Lookbehind: "stop" asked about or said of what one cannot stop ("how do i stop eating
 * sugar", "should i stop eating after 7pm", "i cant stop eating pickles"), not a habit
 * that has stopped ("i stopped eating after he left", "i stop eating when im stressed").
 */
export const NOT_ASKED_TO_STOP = "(?<!\\b(?:can'?t|cant|cannot|couldn'?t|couldnt|to|do i|should i|can i|could i|would|will|gonna|wanna) )";

/** Lookahead: eating given up as a diet ("stopped eating meat", "… sugar at night"), not eating at all. */
export const NOT_A_DIET = "(?! (?:meat|red meat|fish|pork|beef|chicken|dairy|gluten|wheat|eggs|nuts|sugar|sweets|chocolate|carbs|bread|junk|fast food|takeaways?|processed|animal|crisps|chips|snacks|late|out)\\b)";

/** Lookahead: alone on a piece of work ("im alone on this project", "alone for this shift"), not alone in life. */
export const NOT_ALONE_ON_A_TASK = "(?! (?:on|for|with) (?:this|that|the|a) (?:project|task|assignment|job|shift|trip|case|report|book|deal|one|part|bit)\\b)";

/** Lookbehind: burnout as a topic or someone else's ("prevent burnout in my team", "a post about burnout"). */
export const NOT_A_TOPIC = "(?<!\\b(?:prevent|preventing|avoid|avoiding|reduce|reducing|about|on|employee|employees|staff|team|workplace|nurse|nursing|teacher|caregiver|carer) )";

/** Lookahead: "binge" said of shows, not food or drink ("binge watching", "binged the whole series"). */
export const NOT_A_SHOW = "(?!-?watch|\\w| (?:watch\\w{0,3}|the|a|an|this|that|it|all|whole|entire|every|seasons?|series|shows?|tv|netflix|youtube|episodes?|podcasts?|anime|box ?sets?|on (?:netflix|tv|youtube|shows?))\\b)";

/**
 * Lookbehind: what hit the user is a thing, a feeling or a thought, not a person ("it just
 * hit me that …", "the ball hit me", "a car hit me on my bike", "grief hits me in waves",
 * "the smell of fresh bread hits me"): right before the verb, or after "the smell of …".
 * Vehicles and "it" are rule-helpers' MACHINE, as before "broke down". Not "that": "the guy
 * that hit me" is a person.
 */
export const NOT_A_THING_THAT_HIT =
  `(?<!\\b(?:horse|pony|cow|donkey|goat|baby|toddler|kid|reality|grief|sadness|loneliness|realis(?:ation|ing)|realiz(?:ation|ing)|thought|memory|memories|${MACHINE}|ball|lorry|taxi|cyclist|scooter|wave|waves|branch|door|heat|cold|sun|wind|rain|hail|puck|bat|stone|rock|pillow|snowball)(?: just| really| suddenly| finally| then| kinda| all| still)? )(?<!\\b(?:smell|sight|sound|taste|thought|feeling) of [a-z' ]{1,30} )`;

const PET = "(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|pets?|horses?|pon(?:y|ies)|hamsters?|rabbits?|bunn(?:y|ies)|parrots?|budgies?|guinea pigs?)";

/**
 * For {@link notAfter}, and a lookahead: a pet's anxiety or low mood ("my dog has separation anxiety", "our cat has
 * really bad travel anxiety", "is my hamster depressed", "travel anxiety in cats"), not the
 * owner's. Up to four words may sit between the animal and the feeling, none of them the
 * writer ("i", "me", "my") or a word that starts a new clause ("my dog died and i have
 * anxiety" is the owner's).
 */
export const A_PETS = `\\b${PET}(?:'s|s')?(?: (?!(?:i|im|me|my|and|but|so|since|because|after|when|then|now)\\b)[a-z']{1,12}){0,4} `;
export const NOT_IN_PETS = `(?! in (?:my |our |the |a )?${PET}\\b)`;

/** Lookbehind: loneliness asked about an animal ("do hamsters get lonely", "is my dog lonely"), not the writer's own. */
export const NOT_AN_ANIMAL_LONELY = "(?<!\\b(?:hamsters?|cats?|dogs?|rabbits?|bunn(?:y|ies)|fish|birds?|guinea pigs?|pets?|parrots?|budgies?|horses?|kittens?|puppies|puppy|animals?) (?:get|gets|feel|feels|be|are|is|become|becomes|go|goes) )";

/** Lookbehind: a funeral of history or the news ("the queen's funeral", "a victorian funeral"), not one the writer is going to. */
export const NOT_A_PUBLIC_FUNERAL = "(?<!\\b(?:queen|king|diana|pope|princess|prince|president|victorian|royal|state|viking|roman|celebrity|elvis)(?:'?s)? )";

/** Lookahead after someone lost: long ago ("we lost our cat 8 years ago and now want a puppy"); grief that is still raw says so in other words, which other rules read. */
export const NOT_YEARS_AGO = "(?! (?:\\d{1,2}|many|several|a few|two|three|four|five|six|ten|twenty) years ago\\b)";

/** Lookbehind: "binge" as what one watches ("need something to binge"), beside {@link NOT_A_SHOW} after it. */
export const NOT_SOMETHING_TO_BINGE = "(?<!\\b(?:something|anything|shows?|series|stuff|what|things) to )";

/** Lookahead after "keep seeing it": something seen on a feed or about town ("keep seeing it on tiktok"), not a scene that replays. */
export const NOT_SEEN_ONLINE = "(?! (?:on|in|everywhere|all over|online|at|posted|shared)\\b)";

/**
 * For {@link notAfter} before "was fired" and its kin: what was fired is a kiln, a pot or a
 * gun ("the kiln was fired at cone 6", "the bisque pieces were fired twice", "a shot was
 * fired"), up to two words before the verb, not the writer's job.
 */
export const FIRED_IN_A_KILN = "\\b(?:kiln|kilns|clay|glaze|glazes|bisque|pots?|pottery|ceramics?|pieces?|mugs?|bowls?|vases?|tiles?|bricks?|gun|guns|shots?|rounds?|bullets?|cannons?|rockets?|missiles?|torpedo(?:e?s)?|flares?|furnace|boiler|engine|oven|pistol|rifle|weapons?)(?: [a-z]{1,12}){0,2} ";

/**
 * For {@link notAfter}: suicide, self-harm or grief as a subject of study, teaching or care, not
 * the writer's own ("warning signs of suicide", "the stages of grief", "anomic suicide",
 * "teach the suicide at the end", "novels that handle grief", "clients at risk of
 * self-harm"). The people at risk may be named up to three words before, none of them
 * the writer ("people like me who self-harm" stays the writer's). "Thinking about
 * suicide" is not here: "about" alone is how people tell their own thoughts.
 */
export const A_STUDIED_SUBJECT: readonly string[] = [
  "\\b(?:signs|stages|theory|theories|models?|causes|history|ethics|portrayals?|depictions?|statistics|sociology|psychology|philosophy|studies|research|literature|essays?|papers?|lectures?|arguments?|debates?|stigma|myths|themes?|topics?|units?|modules?|lessons?|workshops?|training|polic(?:y|ies)|protocols?|guidance|guidelines|screening|awareness|prevention) (?:of|on|about|around) (?:the )?",
  "\\b(?:anomic|egoistic|altruistic|fatalistic|assisted|physician-assisted|mass|ritual|copycat|youth|adolescent|veteran) ",
  "\\b(?:teach|teaching|depict|depicts|depicting|portray|portrays|portraying|explore|explores|exploring|handle|handles|handling|address|addresses|addressing|researching|studying) (?:the )?(?:(?:themes?|topics?|subject|issue) of )?",
  "\\b(?:clients|patients|pupils|students|service users|residents|young people|staff|employees|veterans|inmates|prisoners) (?:(?!(?:i|me|my|im)\\b)[a-z']{1,12} ){0,3}",
];

/** Lookahead: grief or bereavement as an employer's paperwork ("a bereavement leave policy", "bereavement leave requests"). */
export const NOT_GRIEF_PAPERWORK = "(?! (?:leave )?(?:polic(?:y|ies)|requests?|guidance|templates?|forms?)\\b)";

/** Lookahead after a mild feeling: laughed off in the same breath ("im devastated lol", "freaking out lol", "so nervous i could throw up lol"). */
export const NOT_LAUGHED_OFF = "(?![^.!?\\n]{0,30}\\b(?:lol|lmao|haha\\w{0,4}|hehe|jk)\\b)";

/** For {@link notAfter}: someone else in tears ("the kids were in tears", "she was in tears"), up to two words between. */
export const SOMEONE_ELSES_TEARS = "\\b(?:he|she|they|kids|children|everyone|everybody|audience|crowd|fans|pupils|students|players|team|baby|toddler|son|daughter|mum|mom|dad|wife|husband) (?:[a-z']{1,12} ){1,2}";

/** For {@link notAfter}: a colleague's or a client's loss ("one of my team members just had a miscarriage"), in the same sentence. */
export const A_COLLEAGUES = "\\b(?:coworker|co-worker|colleague|employee|team members?|staff member|member of staff|direct report|client|patient|student|pupil|classmate|neighbou?r)(?:'?s)?\\b[^.!?\\n]{0,60}";
