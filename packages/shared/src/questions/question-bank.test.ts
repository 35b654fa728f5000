import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, QUESTION_IDS, questionById, questionIdsMatching } from './question-bank.js';
import { QUESTION_KINDS, QUESTION_REPEAT_DAYS, foldForSearch } from './question-rules.js';

/** A wording reduced to its letters, so "Bạn…?" and "bạn …" count as the same text. */
const bare = (text: string) => foldForSearch(text).replace(/[^a-z0-9]/g, '');

describe('the question bank', () => {
  it('holds at least 400 questions, more than the no-repeat window', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(400);
    expect(QUESTION_BANK.length).toBeGreaterThan(QUESTION_REPEAT_DAYS);
  });

  it('gives every question a unique, stable-looking id', () => {
    expect(new Set(QUESTION_IDS).size).toBe(QUESTION_IDS.length);
    for (const id of QUESTION_IDS) expect(id).toMatch(/^(mem|drm|fun|gra|dep|wyr)-\d{3}$/);
  });

  it('words every question in Vietnamese and English, none twice', () => {
    const vi = new Set<string>();
    const en = new Set<string>();
    for (const question of QUESTION_BANK) {
      expect(question.vi.trim().length, question.id).toBeGreaterThan(10);
      expect(question.en.trim().length, question.id).toBeGreaterThan(10);
      expect(question.vi, question.id).not.toBe(question.en);
      // Vietnamese text carries its diacritics
      expect(question.vi, question.id).toMatch(
        /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i,
      );
      vi.add(bare(question.vi));
      en.add(bare(question.en));
    }
    expect(vi.size).toBe(QUESTION_BANK.length);
    expect(en.size).toBe(QUESTION_BANK.length);
  });

  it('has every kind, each with a fair share', () => {
    for (const kind of QUESTION_KINDS) {
      const count = QUESTION_BANK.filter((question) => question.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(50);
    }
  });

  it('finds a question by id and by words of either language, accents ignored', () => {
    expect(questionById('mem-001')?.kind).toBe('memories');
    expect(questionById('nope')).toBeUndefined();
    const byVi = questionIdsMatching('nam tay');
    expect(byVi).toContain('mem-007');
    expect(questionIdsMatching('HOLD HANDS')).toContain('mem-007');
    expect(questionIdsMatching('zzzz-nothing')).toEqual([]);
  });
});
