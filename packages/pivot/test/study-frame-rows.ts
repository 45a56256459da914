import type { FiresRow } from '@synthesis/core/testing';
import { user } from './table-rows.js';

/**
 * Users who study, teach, research or work with suicide, grief or abuse: each row's frame
 * sets aside a vulnerability hit named as the subject, so the frame is a finding. The frame
 * may come after the hit. Our own wording.
 */
export const studyFrameFires: FiresRow[] = [
  user('frame-study-task', 'whats the difference between passive and active suicidal ideation? its for my psych rotation exam', 'for my psych rotation exam'),
  user('frame-study-task', 'compare camus and hume on whether suicide is ever permissible. essay outline please', 'essay outline'),
  user('frame-study-task', 'lesson plan ideas for lady lazarus, i want to cover the suicide references carefully', 'lesson plan'),
  user('frame-study-task', 'making a training handout on spotting elder financial abuse for our carers', 'making a training handout'),
  user('frame-study-task', 'book list on grief after losing a parent, for a library display in november', 'library display'),
  user('frame-study-task', 'explain ptsd vs complex ptsd for my trauma module essay', 'for my trauma module essay'),
  user('frame-study-task', 'slides for my year 10s on grief and loss, how do i open gently', 'slides for my'),
  user('frame-professional-task', 'summarise motivational interviewing for a client who keeps relapsing on alcohol', 'a client'),
  user('frame-professional-task', 'what are the samaritans guidelines for reporting a suicide? covering an inquest tomorrow', 'samaritans guidelines'),
  user('frame-professional-task', 'any rcts since 2018 on brief safety planning after an ed visit for self-harm', 'rcts'),
  user('frame-professional-task', 'validated scales for prolonged grief in bereaved parents, used in cohort studies', 'validated scales'),
  user('frame-professional-task', 'which countries publish suicide mortality data good enough to compare', 'mortality data'),
  user('frame-professional-task', 'how should we word our policy on staff disclosing addiction so it reads as supportive', 'our policy'),
];
