import { describe, expect, it } from 'vitest';
import { askedHanInstance, picksOutHanInstance } from './answer-instances-han.js';
import { AnswerTypeCheck, expectedAnswerTypes } from './answer-types.js';

describe('askedHanInstance', () => {
  it.each([
    ['我是在哪个驾校学的车？', '驾校'],
    ['我在哪所小学教书？', '小学'],
    ['我平时去的是哪个教堂？', '教堂'],
    ['孩子在哪所学校念书？', '学校'],
  ])('reads %s as asking one establishment: %s', (question, head) => {
    expect(askedHanInstance(question)).toBe(head);
    expect(expectedAnswerTypes(question)).toEqual(['instance']);
  });

  it.each(['我在合唱里是哪个声部？', '我家装修现在到哪个阶段了？', '我打算报哪个单位的岗位来着？', '豆包的笼子放在哪个房间？'])('reads %s as asking no establishment: a kind answers it as often', (question) => {
    expect(askedHanInstance(question)).toBeUndefined();
  });
});

describe('picksOutHanInstance', () => {
  it('is answered by a word of its own in front of the noun, an abbreviation, or a deictic morpheme', () => {
    expect(picksOutHanInstance('驾校', '寒假报了驾校，东方驾校，C1，学费4200。', '我是在哪个驾校学的车？')).toBe(true);
    expect(picksOutHanInstance('学校', '搬家了，儿子转到新家附近的育才小学了。', '我儿子在哪个学校上学？')).toBe(true);
    expect(picksOutHanInstance('学校', '我在准备考研，目标是北师大的心理学。', '我想报考哪所学校来着？')).toBe(true);
    expect(picksOutHanInstance('学校', '想了想还是改报本校了，把握大一些', '我现在准备考哪所学校的研究生？')).toBe(true);
    expect(picksOutHanInstance('校区', '东校区今年学位不够，我们被统筹到西校区去了', '桃桃最后分到了哪个校区？')).toBe(true);
  });

  it('is not answered by the kind alone, a count, or a word of place relative to something else', () => {
    expect(picksOutHanInstance('教堂', '我每周日上午都要去教堂做礼拜', '我平时去的是哪个教堂？')).toBe(false);
    expect(picksOutHanInstance('小学', '用户是一名小学语文老师。', '我在哪所小学教书？')).toBe(false);
    expect(picksOutHanInstance('学校', '我在学校附近租了个单间', '我在哪个学校上班？')).toBe(false);
    expect(picksOutHanInstance('驾校', '在考驾照，科目二挂了一次，烦。', '我是在哪个驾校学的车？')).toBe(false);
    expect(picksOutHanInstance('校区', '学校今年开了新校区，离我们家不远', '孩子分到了哪个校区？')).toBe(false);
    expect(picksOutHanInstance('校区', '东校区的学位不够了', '孩子还在东校区吗？分到了哪个校区？')).toBe(false);
  });

  it('makes a memory that speaks of the kind alone a missing answer, and one naming it an answer', () => {
    const check = new AnswerTypeCheck();
    const question = '我是在哪个驾校学的车？';
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：我在学车，倒车入库老压线。', question)).toBe(1);
    expect(check.missingAnswer(expectedAnswerTypes(question), '用户：寒假报了驾校，东方驾校，C1，学费4200。', question)).toBe(0);
  });
});
