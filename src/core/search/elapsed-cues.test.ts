import { describe, expect, it } from 'vitest';
import { reportsElapsedTime } from './elapsed-cues.js';

describe('reports after a while', () => {
  it('reads a count, a unit of time and a word placing the statement after that span', () => {
    for (const text of ['Two weeks into the new job and I love it', 'Three months in, the garden finally looks alive', 'A year later the knee still clicks', 'After six weeks of physio I can jog again', 'I have been vegetarian for a month now', 'A couple of weeks on the new meds and I sleep through', '换了新床垫，一个月了腰不疼了', '三个月下来瘦了十斤', '半年后房租又涨了']) {
      expect(reportsElapsedTime(text), text).toBe(true);
    }
  });

  it('a date, a plain duration or a count of things is not one', () => {
    for (const text of ['Booked a week in Lisbon for June', 'The course takes three months', '2026年后再说', '我们每周跑三次', 'I bought two days of passes', '下个月去体检']) {
      expect(reportsElapsedTime(text), text).toBe(false);
    }
  });
});
