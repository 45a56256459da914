import type { FiresRow } from '@synthesis/core/testing';
import { user } from './table-rows.js';

/**
 * Users asking for help with something they are writing, where the distress belongs to
 * someone in the piece: each row's frame sets aside a vulnerability hit, so the frame is a
 * finding. Our own wording.
 */
export const frameFires: FiresRow[] = [
  user('frame-writing-piece', 'writing a short story where the main character gets laid off and ends up totally alone', 'writing a short story'),
  user('frame-writing-piece', 'im writing a novel, the protagonist is suicidal by act 2. how should i write it responsibly', 'writing a novel'),
  user('frame-writing-piece', 'working on a poem about a girl who feels worthless, can u help with the last stanza', 'working on a poem'),
  user('frame-writing-piece', 'Writing my fanfic rn and my OC’s mum just died, she cant stop crying. how do ppl act at a wake', 'Writing my fanfic'),
  user('frame-writing-piece', 'writing an essay on why teens self harm, need 3 peer reviewed sources', 'writing an essay'),
  user('frame-writing-piece', 'drafting a screenplay. his wife left him and he’s drinking again. what does a relapse look like on day one', 'drafting a screenplay'),
  user('frame-character-in-piece', 'a character in my novel is depressed, how do i write her realistically', 'a character in my novel'),
  user('frame-character-in-piece', 'the narrator of our play feels worthless by the last act, too heavy?', 'the narrator of our play'),
];
