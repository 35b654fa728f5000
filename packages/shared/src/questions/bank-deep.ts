import { questionsOfKind } from './question-bank-kind.js';

/** Questions that go deeper: fears, values, what love means to each. */
export const DEEP_QUESTIONS = questionsOfKind('deep', [
  [
    'dep-001',
    'Với bạn, "được yêu" nghĩa là cảm thấy điều gì?',
    'To you, what does it feel like to be loved?',
  ],
  [
    'dep-002',
    'Điều gì bạn sợ nhất trong một mối quan hệ?',
    'What do you fear most in a relationship?',
  ],
  [
    'dep-003',
    'Có điều gì bạn muốn người ấy hiểu về mình mà khó nói thành lời?',
    'Is there something you want your partner to understand about you that is hard to put into words?',
  ],
  [
    'dep-004',
    'Gia đình bạn dạy bạn điều gì về tình yêu, tốt lẫn chưa tốt?',
    'What did your family teach you about love, both good and not so good?',
  ],
  [
    'dep-005',
    'Khi buồn, bạn cần người ấy ở bên thế nào: nói chuyện, ôm hay để yên?',
    'When you are sad, how do you need your partner: to talk, to hold you or to give you space?',
  ],
  [
    'dep-006',
    'Giá trị nào bạn không bao giờ muốn đánh đổi, kể cả vì tình yêu?',
    'Which value would you never trade away, even for love?',
  ],
  [
    'dep-007',
    'Lúc nào bạn thấy mình được là chính mình nhất khi ở bên người ấy?',
    'When do you feel most yourself with your partner?',
  ],
  [
    'dep-008',
    'Một vết thương cũ nào vẫn ảnh hưởng cách bạn yêu hôm nay?',
    'Which old wound still shapes the way you love today?',
  ],
  [
    'dep-009',
    'Bạn nghĩ điều gì giữ cho một tình yêu bền lâu?',
    'What do you think makes love last?',
  ],
  [
    'dep-010',
    'Có lúc nào bạn cảm thấy cô đơn ngay cả khi có người ấy bên cạnh không?',
    'Have you ever felt lonely even with your partner beside you?',
  ],
  [
    'dep-011',
    'Điều gì ở bản thân mà bạn đang cố gắng thay đổi?',
    'What about yourself are you trying to change?',
  ],
  [
    'dep-012',
    'Bạn muốn hai đứa xử lý bất đồng theo cách nào tốt hơn?',
    'How would you like us to handle disagreements better?',
  ],
  [
    'dep-013',
    'Khi nào bạn thấy khó mở lòng nhất với người ấy?',
    'When do you find it hardest to open up to your partner?',
  ],
  [
    'dep-014',
    'Bạn định nghĩa một cuộc sống "thành công" ra sao?',
    'How do you define a successful life?',
  ],
  [
    'dep-015',
    'Điều gì bạn ước người ấy hỏi mình thường xuyên hơn?',
    'What do you wish your partner asked you about more often?',
  ],
  [
    'dep-016',
    'Bạn có điều gì tiếc nuối mà chưa từng kể với người ấy?',
    'Do you have a regret you have never told your partner about?',
  ],
  [
    'dep-017',
    'Bạn cảm thấy thế nào về tuổi già và sự thay đổi theo thời gian?',
    'How do you feel about growing old and changing with time?',
  ],
  [
    'dep-018',
    'Niềm tin nào của bạn đã thay đổi từ khi quen người ấy?',
    'Which of your beliefs has changed since you met your partner?',
  ],
  [
    'dep-019',
    'Với bạn, tha thứ có dễ không? Điều gì làm nó khó?',
    'Is forgiving easy for you? What makes it hard?',
  ],
  [
    'dep-020',
    'Bạn cần gì để cảm thấy an tâm trong tình yêu?',
    'What do you need to feel secure in love?',
  ],
  [
    'dep-021',
    'Điều gì khiến bạn thấy mình bị hiểu lầm nhiều nhất?',
    'What makes you feel most misunderstood?',
  ],
  [
    'dep-022',
    'Một quyết định lớn nào trong đời mà bạn muốn người ấy cùng đưa ra?',
    'Which big life decision would you want to make together with your partner?',
  ],
  [
    'dep-023',
    'Bạn muốn được nhớ đến là người như thế nào?',
    'What kind of person do you want to be remembered as?',
  ],
  [
    'dep-024',
    'Khi giận, bạn mong người ấy làm gì và tránh làm gì?',
    'When you are angry, what do you hope your partner does, and avoids doing?',
  ],
  ['dep-025', 'Điều gì giúp bạn tin tưởng một người?', 'What helps you trust someone?'],
  [
    'dep-026',
    'Bạn nghĩ hai đứa giống nhau nhất và khác nhau nhất ở điểm nào?',
    'Where do you think we are most alike, and most different?',
  ],
  [
    'dep-027',
    'Có nỗi lo nào về tương lai mà bạn đang giữ một mình?',
    'Is there a worry about the future you are carrying alone?',
  ],
  [
    'dep-028',
    'Bạn đã học được gì từ những mối quan hệ trước đây?',
    'What have you learned from your past relationships?',
  ],
  ['dep-029', 'Điều gì làm bạn thấy mình có giá trị?', 'What makes you feel worthwhile?'],
  [
    'dep-030',
    'Bạn muốn hai đứa nói chuyện về tiền bạc cởi mở hơn ở điểm nào?',
    'Where would you like us to be more open about money?',
  ],
  [
    'dep-031',
    'Khi nào bạn cảm thấy gần gũi người ấy nhất về mặt cảm xúc?',
    'When do you feel emotionally closest to your partner?',
  ],
  [
    'dep-032',
    'Một điều bạn chưa tha thứ được cho chính mình?',
    'What have you not yet forgiven yourself for?',
  ],
  [
    'dep-033',
    'Bạn nghĩ tình yêu thay đổi ra sao khi hai người ở bên nhau lâu?',
    'How do you think love changes when two people stay together a long time?',
  ],
  [
    'dep-034',
    'Điều gì bạn mong được người ấy khen ngợi nhiều hơn?',
    'What would you like your partner to praise more often?',
  ],
  [
    'dep-035',
    'Bạn có sợ mất đi chính mình trong một mối quan hệ không?',
    'Are you afraid of losing yourself in a relationship?',
  ],
  [
    'dep-036',
    'Ranh giới nào là quan trọng với bạn mà người ấy nên biết?',
    'Which boundary matters to you that your partner should know about?',
  ],
  [
    'dep-037',
    'Lúc khó khăn nhất đời bạn, điều gì đã giữ bạn đứng vững?',
    'In the hardest time of your life, what kept you standing?',
  ],
  [
    'dep-038',
    'Bạn mong con cái (nếu có) học được gì từ cách hai đứa yêu nhau?',
    'What would you hope children, if we have them, learn from the way we love each other?',
  ],
  [
    'dep-039',
    'Có điều gì bạn đang cần mà chưa dám xin người ấy?',
    'Is there something you need but have not dared to ask your partner for?',
  ],
  [
    'dep-040',
    'Bạn cảm thấy thế nào về việc hai đứa dành thời gian riêng cho mình?',
    'How do you feel about each of us having time of our own?',
  ],
  [
    'dep-041',
    'Nếu được nói với chính mình mười năm trước một điều về tình yêu, bạn sẽ nói gì?',
    'If you could tell your younger self one thing about love, what would it be?',
  ],
  [
    'dep-042',
    'Điều gì làm bạn thấy bị tổn thương dù người ấy không cố ý?',
    'What hurts you even when your partner does not mean it?',
  ],
  [
    'dep-043',
    'Bạn nghĩ mình là người dễ thể hiện cảm xúc hay khó?',
    'Do you find it easy or hard to show your feelings?',
  ],
  [
    'dep-044',
    'Hạnh phúc với bạn là một cảm giác, một lựa chọn hay điều gì khác?',
    'Is happiness a feeling, a choice or something else to you?',
  ],
  [
    'dep-045',
    'Một thói quen của bạn mà bạn sợ làm người ấy buồn?',
    'Which habit of yours are you afraid upsets your partner?',
  ],
  [
    'dep-046',
    'Bạn cần bao lâu để nguôi giận, và điều gì giúp bạn nguôi nhanh hơn?',
    'How long does it take you to cool down, and what helps you cool down faster?',
  ],
  [
    'dep-047',
    'Điều gì khiến bạn cảm thấy hai đứa ngang hàng với nhau?',
    'What makes you feel we are equals?',
  ],
  [
    'dep-048',
    'Bạn có điều gì muốn được tha thứ mà chưa nói ra?',
    'Is there something you want forgiveness for but have not said?',
  ],
  [
    'dep-049',
    'Với bạn, lời xin lỗi thật lòng cần có những gì?',
    'What does a sincere apology need, in your eyes?',
  ],
  [
    'dep-050',
    'Bạn cảm nhận tình yêu rõ nhất qua lời nói, hành động, quà tặng, thời gian hay sự chạm?',
    'Do you feel love most through words, actions, gifts, time or touch?',
  ],
  [
    'dep-051',
    'Khi tương lai không chắc chắn, điều gì giúp bạn bình tĩnh?',
    'When the future is uncertain, what keeps you calm?',
  ],
  [
    'dep-052',
    'Bạn muốn hai đứa giữ lời hứa nào với nhau dù chuyện gì xảy ra?',
    'Which promise do you want us to keep to each other whatever happens?',
  ],
  [
    'dep-053',
    'Một điều về quá khứ của bạn mà bạn mong người ấy biết?',
    'What about your past do you wish your partner knew?',
  ],
  [
    'dep-054',
    'Bạn thấy mình đã trưởng thành thế nào từ khi yêu người ấy?',
    'How have you grown since you fell in love with your partner?',
  ],
  [
    'dep-055',
    'Điều gì làm bạn ghen, và bạn muốn hai đứa nói về nó ra sao?',
    'What makes you jealous, and how would you like us to talk about it?',
  ],
  [
    'dep-056',
    'Có điều gì bạn thấy hai đứa nên dừng lại để nói chuyện kỹ hơn?',
    'Is there something we should stop and talk about properly?',
  ],
  [
    'dep-057',
    'Bạn mong người ấy đối xử với mình thế nào vào ngày tệ nhất?',
    'How do you hope your partner treats you on your worst day?',
  ],
  [
    'dep-058',
    'Điều gì khiến bạn chọn ở lại bên người ấy mỗi ngày?',
    'What makes you choose to stay with your partner every day?',
  ],
  ['dep-059', 'Bạn nghĩ về ý nghĩa của gia đình như thế nào?', 'What does family mean to you?'],
  [
    'dep-060',
    'Một ước mơ bạn đã từ bỏ, và bạn cảm thấy thế nào về nó bây giờ?',
    'A dream you gave up: how do you feel about it now?',
  ],
  [
    'dep-061',
    'Bạn có đang mang một gánh nặng nào mà người ấy có thể chia sẻ?',
    'Are you carrying a burden your partner could share?',
  ],
  [
    'dep-062',
    'Lời nói nào từ người ấy có sức nặng nhất với bạn?',
    'Which words from your partner carry the most weight for you?',
  ],
  [
    'dep-063',
    'Bạn thấy khó nói "không" với người ấy vào lúc nào?',
    'When do you find it hard to say no to your partner?',
  ],
  [
    'dep-064',
    'Điều gì bạn mong hai đứa không bao giờ coi là điều hiển nhiên?',
    'What do you hope we never take for granted?',
  ],
  [
    'dep-065',
    'Bạn cảm thấy thế nào khi hai đứa im lặng bên nhau?',
    'How do you feel when we sit in silence together?',
  ],
  [
    'dep-066',
    'Có khi nào bạn cần được an ủi mà người ấy không nhận ra?',
    'Have you ever needed comfort without your partner noticing?',
  ],
  [
    'dep-067',
    'Bạn muốn hai đứa đối mặt với mất mát như thế nào nếu nó đến?',
    'How would you want us to face a loss if it comes?',
  ],
  [
    'dep-068',
    'Điều gì bạn học được về chính mình qua người ấy?',
    'What have you learned about yourself through your partner?',
  ],
  [
    'dep-069',
    'Bạn nghĩ hai đứa đang ở chặng nào của câu chuyện chung?',
    'Which chapter of our story do you think we are in?',
  ],
  [
    'dep-070',
    'Nếu chỉ được nói một điều thật lòng với người ấy hôm nay, đó là gì?',
    'If you could tell your partner only one honest thing today, what would it be?',
  ],
]);
