/**
 * Past tense and participles of the common irregular verbs (the regular ones end in -ed), where
 * they differ from the base form: an imperative never opens with one (rules/english-requests.ts),
 * and a verb after "I" in one of these forms is not conjugated when rewritten to "the user"
 * (rewrite.ts: "I grew up" → "The user grew up").
 */
export const IRREGULAR_PAST_FORMS: ReadonlySet<string> = new Set(
  ('ate eaten became began begun bent bit bitten bled blew blown bought broke broken brought built burnt caught chose chosen came clung crept dealt dug drew drawn dreamt drank drunk drove driven ' +
    'fed fell fallen felt fought found fled flew flown forgot forgotten forgave froze frozen got gotten gave given went gone grew grown hung heard hid hidden held hurt kept knelt knew known ' +
    'laid led leant learnt left lent lay lain lit lost made meant met paid rode ridden rang rung rose risen ran sang sung sank sunk sat slept slid sold sent shook shaken shone shot shown shrank ' +
    'spoke spoken sped spent spun stood stole stolen stuck stung struck swore sworn swept swam swum swung took taken taught tore torn told thought threw thrown understood woke woken wore worn ' +
    'won wove wept wrote written said saw seen').split(' '),
);
