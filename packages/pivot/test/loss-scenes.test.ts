import { describe } from 'vitest';
import { lossScenesFires, lossScenesNearMisses } from './loss-scenes-rows.js';
import { itEachRow } from './table-rows.js';

describe('a loss told as a scene', () => {
  itEachRow({ fires: lossScenesFires, nearMisses: lossScenesNearMisses });
});
