import { questionsOfKind } from './question-bank-kind.js';

/** Questions to say thank you. */
export const GRATITUDE_QUESTIONS = questionsOfKind('gratitude', [
  [
    'gra-001',
    'Hôm nay bạn biết ơn người ấy vì điều gì, dù là việc rất nhỏ?',
    'What are you grateful to your partner for today, however small?',
  ],
  [
    'gra-002',
    'Việc nhỏ nào người ấy hay làm mà bạn chưa từng nói lời cảm ơn?',
    'Which little thing does your partner often do that you have never thanked them for?',
  ],
  [
    'gra-003',
    'Điều gì ở người ấy khiến cuộc sống của bạn nhẹ nhàng hơn?',
    'What about your partner makes your life lighter?',
  ],
  [
    'gra-004',
    'Tuần này người ấy đã làm gì khiến bạn thấy được thương?',
    'What did your partner do this week that made you feel loved?',
  ],
  [
    'gra-005',
    'Bạn biết ơn điều gì nhất khi nhìn lại chặng đường hai đứa đã đi?',
    'Looking back at the road we have travelled, what are you most grateful for?',
  ],
  [
    'gra-006',
    'Phẩm chất nào của người ấy mà bạn mong mình cũng có?',
    "Which of your partner's qualities do you wish you had too?",
  ],
  [
    'gra-007',
    'Lời động viên nào của người ấy đã giúp bạn đi tiếp?',
    'Which words of encouragement from your partner kept you going?',
  ],
  [
    'gra-008',
    'Bạn muốn cảm ơn người ấy vì đã chịu đựng thói quen nào của mình?',
    'Which of your habits would you like to thank your partner for putting up with?',
  ],
  [
    'gra-009',
    'Điều gì người ấy làm cho gia đình bạn mà bạn rất trân trọng?',
    'What does your partner do for your family that you truly value?',
  ],
  [
    'gra-010',
    'Khoảnh khắc nào gần đây bạn thấy mình thật may mắn khi có người ấy?',
    'When did you recently feel lucky to have your partner?',
  ],
  [
    'gra-011',
    'Bạn biết ơn người ấy vì đã dạy mình điều gì?',
    'What has your partner taught you that you are grateful for?',
  ],
  [
    'gra-012',
    'Cách người ấy chăm sóc bạn mà người khác không nhìn thấy?',
    'How does your partner care for you in ways others do not see?',
  ],
  [
    'gra-013',
    'Bạn thích được người ấy cảm ơn theo cách nào nhất?',
    'How do you most like your partner to thank you?',
  ],
  [
    'gra-014',
    'Điều gì người ấy đã hy sinh vì hai đứa mà bạn luôn nhớ?',
    'What has your partner given up for us that you always remember?',
  ],
  [
    'gra-015',
    'Một thói quen buổi sáng của người ấy làm ngày của bạn tốt hơn?',
    "Which morning habit of your partner's makes your day better?",
  ],
  [
    'gra-016',
    'Bạn biết ơn điều gì ở cách người ấy lắng nghe mình?',
    'What are you grateful for in the way your partner listens to you?',
  ],
  [
    'gra-017',
    'Lần nào người ấy tin bạn khi chính bạn còn không tin mình?',
    'When did your partner believe in you when you did not believe in yourself?',
  ],
  [
    'gra-018',
    'Món quà không tốn tiền nào của người ấy có ý nghĩa nhất với bạn?',
    'Which gift from your partner that cost nothing means the most to you?',
  ],
  [
    'gra-019',
    'Điều gì ở tiếng cười của người ấy làm bạn thấy bình yên?',
    "What about your partner's laugh makes you feel at peace?",
  ],
  [
    'gra-020',
    'Bạn cảm ơn người ấy vì đã thay đổi điều gì trong bạn?',
    'What change in you would you thank your partner for?',
  ],
  [
    'gra-021',
    'Khi mệt mỏi, điều gì người ấy làm giúp bạn hồi sức nhanh nhất?',
    'When you are worn out, what does your partner do that restores you fastest?',
  ],
  [
    'gra-022',
    'Bạn trân trọng cách người ấy đối xử với người khác ra sao?',
    'What do you admire about how your partner treats other people?',
  ],
  [
    'gra-023',
    'Hôm nay có điều gì nhỏ bé khiến bạn mỉm cười nhờ người ấy?',
    'Did anything small make you smile today because of your partner?',
  ],
  [
    'gra-024',
    'Bạn biết ơn người ấy vì đã nhớ điều gì về bạn?',
    'What has your partner remembered about you that you are grateful for?',
  ],
  [
    'gra-025',
    'Việc nhà nào người ấy làm mà bạn muốn cảm ơn ngay bây giờ?',
    'Which household chore does your partner do that you want to thank them for right now?',
  ],
  [
    'gra-026',
    'Điều gì trong tính cách người ấy làm hai đứa ít cãi nhau hơn?',
    "What in your partner's character helps us argue less?",
  ],
  [
    'gra-027',
    'Bạn biết ơn khoảnh khắc yên lặng nào bên người ấy?',
    'Which quiet moment with your partner are you grateful for?',
  ],
  [
    'gra-028',
    'Cách người ấy xin lỗi hoặc làm lành mà bạn quý nhất?',
    'How does your partner apologise or make peace in a way you cherish?',
  ],
  [
    'gra-029',
    'Bạn muốn cảm ơn người ấy vì đã ở bên mình vào thời điểm nào?',
    'For being there at which moment would you like to thank your partner?',
  ],
  [
    'gra-030',
    'Điều gì người ấy làm khiến bạn thấy mình được tôn trọng?',
    'What does your partner do that makes you feel respected?',
  ],
  [
    'gra-031',
    'Một điều bạn chưa từng khen người ấy nhưng thật lòng rất thích?',
    'What have you never complimented your partner on, though you truly love it?',
  ],
  [
    'gra-032',
    'Bạn biết ơn sự kiên nhẫn của người ấy vào lúc nào?',
    "When are you most grateful for your partner's patience?",
  ],
  [
    'gra-033',
    'Điều gì ở ngôi nhà chung có bàn tay người ấy mà bạn thích nhất?',
    "What touch of your partner's in our home do you like most?",
  ],
  [
    'gra-034',
    'Bạn cảm ơn người ấy vì đã làm bạn cười vào ngày nào?',
    'On which day are you thankful your partner made you laugh?',
  ],
  [
    'gra-035',
    'Người ấy ủng hộ ước mơ của bạn theo cách nào?',
    'How does your partner support your dreams?',
  ],
  [
    'gra-036',
    'Bạn biết ơn điều gì ở cách hai đứa chia sẻ việc nhà?',
    'What are you grateful for in how we share the housework?',
  ],
  [
    'gra-037',
    'Một tin nhắn của người ấy gần đây làm bạn ấm lòng?',
    'Which recent message from your partner warmed your heart?',
  ],
  [
    'gra-038',
    'Bạn trân trọng điều gì ở cách người ấy yêu thương bố mẹ mình?',
    'What do you value in the way your partner loves their parents?',
  ],
  [
    'gra-039',
    'Điều gì người ấy làm khiến bạn thấy an toàn?',
    'What does your partner do that makes you feel safe?',
  ],
  [
    'gra-040',
    'Bạn cảm ơn người ấy vì một lời góp ý thẳng thắn nào?',
    'Which honest piece of advice from your partner are you thankful for?',
  ],
  [
    'gra-041',
    'Món ăn nào của người ấy làm bạn thấy được chăm sóc?',
    "Which dish of your partner's makes you feel cared for?",
  ],
  [
    'gra-042',
    'Điều gì trong năm qua bạn muốn cảm ơn người ấy nhất?',
    'What from this past year would you most like to thank your partner for?',
  ],
  [
    'gra-043',
    'Bạn biết ơn người ấy vì đã cho bạn không gian riêng khi nào?',
    'When are you grateful your partner gave you space?',
  ],
  [
    'gra-044',
    'Cử chỉ nào của người ấy nói "thương" mà không cần lời?',
    'Which gesture of your partner\'s says "I love you" without words?',
  ],
  [
    'gra-045',
    'Bạn trân trọng sự hài hước của người ấy vào lúc nào nhất?',
    "When do you most appreciate your partner's sense of humour?",
  ],
  [
    'gra-046',
    'Người ấy đã giúp bạn vượt qua nỗi sợ nào?',
    'Which fear has your partner helped you overcome?',
  ],
  [
    'gra-047',
    'Bạn biết ơn điều gì ở bạn bè của người ấy?',
    "What are you grateful for in your partner's friends?",
  ],
  [
    'gra-048',
    'Một điều người ấy làm khác đi vì bạn mà bạn nhận ra?',
    'What has your partner changed for you that you have noticed?',
  ],
  [
    'gra-049',
    'Bạn cảm ơn người ấy vì đã kiên trì với hai đứa vào lúc khó khăn nào?',
    'For sticking with us through which hard time do you thank your partner?',
  ],
  [
    'gra-050',
    'Điều gì ở giọng nói của người ấy làm bạn dễ chịu?',
    "What about your partner's voice puts you at ease?",
  ],
  [
    'gra-051',
    'Bạn biết ơn người ấy vì những buổi tối nào?',
    'Which evenings are you grateful to your partner for?',
  ],
  [
    'gra-052',
    'Cách người ấy chúc mừng thành công của bạn mà bạn nhớ mãi?',
    'How did your partner celebrate a success of yours in a way you will never forget?',
  ],
  [
    'gra-053',
    'Điều gì ở người ấy làm bạn muốn trở thành người tốt hơn?',
    'What about your partner makes you want to be a better person?',
  ],
  [
    'gra-054',
    'Bạn trân trọng những lần người ấy nói "không sao đâu" vào lúc nào?',
    'When have you treasured your partner saying "it\'s all right"?',
  ],
  [
    'gra-055',
    'Hôm nay, nếu được nói một lời cảm ơn thật dài, bạn sẽ nói gì?',
    'If you could say one long thank-you today, what would it be?',
  ],
  [
    'gra-056',
    'Bạn biết ơn người ấy vì đã tin tưởng mình chuyện gì?',
    'What has your partner trusted you with that you are grateful for?',
  ],
  [
    'gra-057',
    'Một lần người ấy nhường bạn mà bạn vẫn nhớ?',
    'When did your partner let you have your way, and you still remember it?',
  ],
  [
    'gra-058',
    'Điều gì ở cách người ấy chăm chính mình làm bạn yên tâm?',
    'What about how your partner takes care of themselves reassures you?',
  ],
  [
    'gra-059',
    'Bạn cảm ơn người ấy vì một chuyến đi nào?',
    'For which trip would you like to thank your partner?',
  ],
  [
    'gra-060',
    'Người ấy làm điều gì khiến những ngày bận rộn của bạn dễ thở hơn?',
    'What does your partner do that makes your busy days easier?',
  ],
  [
    'gra-061',
    'Bạn biết ơn điều gì ở những lần hai đứa nói chuyện thật lòng?',
    'What are you grateful for in our heart-to-heart talks?',
  ],
  [
    'gra-062',
    'Một lời hứa nhỏ người ấy giữ đều đặn mà bạn thấy quý?',
    'Which small promise does your partner keep faithfully that you treasure?',
  ],
  [
    'gra-063',
    'Điều gì ở người ấy làm bạn thấy tự hào khi giới thiệu với mọi người?',
    'What makes you proud when you introduce your partner to people?',
  ],
  [
    'gra-064',
    'Bạn trân trọng cách người ấy tha thứ ra sao?',
    'What do you value in the way your partner forgives?',
  ],
  [
    'gra-065',
    'Lần gần nhất người ấy làm bạn thấy mình đặc biệt là khi nào?',
    'When did your partner last make you feel special?',
  ],
  [
    'gra-066',
    'Bạn biết ơn người ấy vì đã kéo bạn ra khỏi vùng an toàn lúc nào?',
    'When are you grateful your partner pulled you out of your comfort zone?',
  ],
  [
    'gra-067',
    'Điều gì người ấy làm mỗi ngày mà bạn sẽ nhớ nhất nếu thiếu?',
    'What does your partner do every day that you would miss most without it?',
  ],
  [
    'gra-068',
    'Bạn cảm ơn người ấy vì đã giữ bình tĩnh khi nào?',
    'When are you thankful your partner kept calm?',
  ],
  [
    'gra-069',
    'Một phần trong bạn chỉ lớn lên được nhờ có người ấy?',
    'Which part of you could only grow because of your partner?',
  ],
  [
    'gra-070',
    'Bạn biết ơn điều gì ở chính mình khi ở bên người ấy?',
    'What are you grateful for in who you are when you are with your partner?',
  ],
]);
