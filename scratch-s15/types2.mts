import { AnswerTypeCheck, expectedAnswerTypes } from '../src/core/search/answer-types.js';
import { nameEvidence } from '../src/core/search/answer-names.js';
const c = new AnswerTypeCheck();
const pairs: [string, string][] = [
  ['新房的装修花了多少钱？', '用户：新房装修完测了一下甲醛，0.12，超标了。'],
  ['我的矫正医生姓什么？', '用户：二十八岁了终于去做牙齿矫正，选的隐形牙套 助手：成年矫正很常见。'],
  ['我爸在哪家医院做的手术？', '用户：我爸手术很顺利，现在每天做康复训练，能扶着走了 助手：恢复得不错。'],
  ['我用的是什么球拍？', '用户：公司附近有个羽毛球俱乐部，每周三晚上打两个小时 助手：运动一下挺好。'],
  ['How many species are on my life list?', 'User: I use an old pair of 8x42 binoculars from my uncle Assistant: Good size for birding.'],
  ['我的滑雪教练叫什么名字？', '用户：第一次去崇礼滑雪，报了半天私教课。'],
  ['How many stars does the project have?', "Opened the user's first pull request to an open-source project, fixing a typo in the docs of a Rust"],
  ['幼儿园一个月学费多少？', '用户：女儿明年上幼儿园，我们看了家附近的两所公办园 助手：公办园性价比高。'],
  ['幼儿园一个月学费多少？', '用户：女儿明年上幼儿园，我们看了家附近的公办园 助手：公办园性价比高。'],
];
for (const [q, m] of pairs) console.log(expectedAnswerTypes(q).join(','), c.missingAnswer(expectedAnswerTypes(q), m, q), q, '|', JSON.stringify(nameEvidence(m)));
