import { questionsOfKind } from './question-bank-kind.js';

/** Questions about what the two have lived together. */
export const MEMORIES_QUESTIONS = questionsOfKind('memories', [
  [
    'mem-001',
    'Lần đầu gặp nhau, điều gì ở người ấy khiến bạn chú ý trước tiên?',
    'The first time you met, what caught your attention about your partner first?',
  ],
  [
    'mem-002',
    'Tin nhắn nào của người ấy mà đến giờ bạn vẫn nhớ từng chữ?',
    'Which message from your partner do you still remember word for word?',
  ],
  [
    'mem-003',
    'Buổi hẹn đầu tiên của hai bạn diễn ra thế nào, theo trí nhớ của bạn?',
    'How did your first date go, as you remember it?',
  ],
  [
    'mem-004',
    'Khoảnh khắc nào bạn biết chắc mình đã thương người ấy thật rồi?',
    'When did you know for sure you had really fallen for your partner?',
  ],
  [
    'mem-005',
    'Món ăn nào gắn với một kỷ niệm của hai đứa mà bạn không bao giờ quên?',
    'Which dish is tied to a memory of ours you will never forget?',
  ],
  [
    'mem-006',
    'Chuyến đi nào của hai bạn để lại nhiều chuyện để kể nhất?',
    'Which trip of ours left us with the most stories to tell?',
  ],
  ['mem-007', 'Lần đầu nắm tay nhau là ở đâu, lúc nào?', 'Where and when did we first hold hands?'],
  [
    'mem-008',
    'Có lần nào hai đứa cười đến chảy nước mắt không? Chuyện gì vậy?',
    'Was there a time we laughed until we cried? What happened?',
  ],
  [
    'mem-009',
    'Món quà nào người ấy tặng mà bạn vẫn giữ kỹ nhất?',
    'Which gift from your partner do you keep most carefully?',
  ],
  [
    'mem-010',
    'Bài hát nào làm bạn nhớ ngay đến một đoạn thời gian của hai đứa?',
    'Which song instantly takes you back to a time in our story?',
  ],
  [
    'mem-011',
    'Lần cãi nhau nào mà giờ nghĩ lại bạn thấy buồn cười?',
    'Which argument of ours makes you laugh when you think back on it now?',
  ],
  [
    'mem-012',
    'Bạn nhớ gì về lần đầu người ấy nấu (hoặc mua) cho bạn một bữa ăn?',
    'What do you remember about the first meal your partner made or bought for you?',
  ],
  [
    'mem-013',
    'Ngày mưa nào của hai đứa mà bạn muốn sống lại một lần nữa?',
    'Which rainy day of ours would you like to live again?',
  ],
  [
    'mem-014',
    'Bức ảnh nào của hai bạn mà bạn thích nhất, và vì sao?',
    'Which photo of the two of us do you love most, and why?',
  ],
  [
    'mem-015',
    'Lần đầu gặp gia đình hoặc bạn bè của người ấy, bạn đã hồi hộp ra sao?',
    "How nervous were you the first time you met your partner's family or friends?",
  ],
  [
    'mem-016',
    'Câu nói nào của người ấy hồi mới quen làm bạn nhớ mãi?',
    'What did your partner say early on that stuck with you?',
  ],
  [
    'mem-017',
    'Hai đứa đã từng lạc đường ở đâu chưa? Kể lại đi.',
    'Have we ever got lost somewhere together? Tell the story.',
  ],
  [
    'mem-018',
    'Lần nào người ấy chăm bạn lúc ốm mà bạn còn nhớ rõ?',
    'When did your partner look after you while you were ill, and what do you remember?',
  ],
  [
    'mem-019',
    'Tết đầu tiên có nhau, bạn nhớ nhất điều gì?',
    'What do you remember most about our first Lunar New Year together?',
  ],
  [
    'mem-020',
    'Bộ đồ nào của người ấy mà bạn vẫn nhớ như in?',
    "Which outfit of your partner's can you still picture perfectly?",
  ],
  [
    'mem-021',
    'Quán cà phê hay góc phố nào là "chỗ của hai đứa"?',
    'Which café or street corner is "our place"?',
  ],
  [
    'mem-022',
    'Lần đầu hai bạn nói "thương" hay "yêu" là trong hoàn cảnh nào?',
    'What were the circumstances the first time we said "I love you"?',
  ],
  [
    'mem-023',
    'Một ngày bình thường nào đó bỗng trở nên đặc biệt nhờ người ấy?',
    'Which ordinary day turned special because of your partner?',
  ],
  [
    'mem-024',
    'Bạn nhớ gì về lần đầu tiên hai đứa đi xem phim cùng nhau?',
    'What do you remember about the first film we watched together?',
  ],
  [
    'mem-025',
    'Bất ngờ nào người ấy dành cho bạn làm bạn xúc động nhất?',
    'Which surprise from your partner moved you the most?',
  ],
  [
    'mem-026',
    'Lần nào bạn thấy tự hào về người ấy đến mức muốn khoe với cả thế giới?',
    'When were you so proud of your partner you wanted to tell the whole world?',
  ],
  [
    'mem-027',
    'Kỷ niệm nào của hai đứa gắn với một mùi hương?',
    'Which memory of ours is tied to a particular smell?',
  ],
  [
    'mem-028',
    'Chuyện gì hồi mới yêu mà giờ nhắc lại bạn vẫn còn ngượng?',
    'What from our early days still makes you blush when it comes up?',
  ],
  [
    'mem-029',
    'Một đêm thức khuya nói chuyện mà bạn còn nhớ: hai đứa đã nói gì?',
    'A late-night talk you still remember: what did we talk about?',
  ],
  [
    'mem-030',
    'Lần xa nhau lâu nhất, điều gì giúp bạn thấy người ấy vẫn ở gần?',
    'During our longest time apart, what made your partner still feel close?',
  ],
  [
    'mem-031',
    'Lần gặp lại sau một thời gian xa, cảm giác của bạn thế nào?',
    'How did it feel when we met again after time apart?',
  ],
  [
    'mem-032',
    'Có món đồ nào trong nhà gắn với một câu chuyện của hai đứa?',
    'Is there something at home that carries a story of ours?',
  ],
  [
    'mem-033',
    'Sinh nhật nào bên nhau mà bạn thấy vui nhất?',
    'Which birthday we spent together was the happiest for you?',
  ],
  [
    'mem-034',
    'Bạn nhớ lần đầu thấy người ấy khóc không? Khi đó bạn đã làm gì?',
    'Do you remember the first time you saw your partner cry? What did you do?',
  ],
  [
    'mem-035',
    'Trò đùa riêng nào của hai đứa bắt đầu từ đâu?',
    'Where did one of our inside jokes begin?',
  ],
  [
    'mem-036',
    'Lần nào hai đứa làm một việc liều lĩnh cùng nhau?',
    'When did we do something daring together?',
  ],
  [
    'mem-037',
    'Bữa cơm nào ở nhà mà bạn thấy ấm áp nhất?',
    'Which meal at home felt the warmest to you?',
  ],
  [
    'mem-038',
    'Biệt danh đầu tiên bạn gọi người ấy là gì, và từ đâu mà có?',
    'What was the first nickname you gave your partner, and where did it come from?',
  ],
  [
    'mem-039',
    'Lần đầu hai đứa đi chợ hay siêu thị cùng nhau có gì đáng nhớ?',
    'Was there anything memorable about our first trip to the market or shop together?',
  ],
  [
    'mem-040',
    'Cuộc gọi nào của người ấy đến đúng lúc bạn cần nhất?',
    'Which call from your partner came exactly when you needed it most?',
  ],
  [
    'mem-041',
    'Bạn còn nhớ thời tiết hôm hai đứa gặp nhau lần đầu không?',
    'Do you still remember the weather on the day we first met?',
  ],
  [
    'mem-042',
    'Kỷ niệm nhỏ xíu nào mà có lẽ người ấy đã quên, còn bạn thì chưa?',
    'Which tiny memory has your partner probably forgotten, but you have not?',
  ],
  [
    'mem-043',
    'Chuyến xe, chuyến tàu hay chuyến bay nào cùng nhau mà bạn nhớ nhất?',
    'Which bus, train or flight together do you remember most?',
  ],
  [
    'mem-044',
    'Lần đầu hai đứa nấu ăn chung, kết quả ra sao?',
    'How did it turn out the first time we cooked together?',
  ],
  [
    'mem-045',
    'Lời hứa nào người ấy giữ làm bạn cảm động?',
    'Which promise your partner kept touched you?',
  ],
  [
    'mem-046',
    'Bạn nhớ nhất khoảnh khắc nào trong năm đầu tiên bên nhau?',
    'Which moment of our first year together do you remember best?',
  ],
  [
    'mem-047',
    'Có lần nào người ấy làm bạn bất ngờ vì hiểu mình quá rõ?',
    'Was there a time your partner surprised you by knowing you so well?',
  ],
  [
    'mem-048',
    'Buổi tối nào chỉ ở nhà thôi mà bạn thấy hạnh phúc lạ lùng?',
    'Which evening at home made you strangely happy?',
  ],
  [
    'mem-049',
    'Hai đứa từng cùng vượt qua chuyện khó nào mà bạn thấy mình gắn bó hơn?',
    'Which hard time did we get through that brought us closer?',
  ],
  [
    'mem-050',
    'Lần đầu đi chơi xa cùng nhau, bạn đã chuẩn bị những gì?',
    'What did you pack for our first trip away together?',
  ],
  [
    'mem-051',
    'Cái ôm nào của người ấy làm bạn nhớ nhất?',
    'Which hug from your partner do you remember most?',
  ],
  [
    'mem-052',
    'Ngày lễ nào bên nhau mà mọi thứ đều "hỏng" nhưng vẫn vui?',
    'Which holiday together went all wrong and was still fun?',
  ],
  [
    'mem-053',
    'Bạn còn giữ tấm vé, hóa đơn hay mảnh giấy nào của hai đứa không?',
    'Do you still keep a ticket, receipt or scrap of paper from us?',
  ],
  [
    'mem-054',
    'Lần đầu người ấy gặp bạn lúc bạn "xấu xí" nhất, chuyện gì đã xảy ra?',
    'What happened the first time your partner saw you at your least glamorous?',
  ],
  [
    'mem-055',
    'Buổi sáng nào cùng nhau mà bạn muốn được lặp lại?',
    'Which morning together would you like to repeat?',
  ],
  [
    'mem-056',
    'Lần nào hai đứa cùng học được một điều mới?',
    'When did we learn something new together?',
  ],
  [
    'mem-057',
    'Bạn nhớ gì về cảm giác chờ tin nhắn của người ấy hồi mới quen?',
    "What do you remember about waiting for your partner's messages when we first met?",
  ],
  [
    'mem-058',
    'Lần nào người ấy đứng về phía bạn khi bạn cần nhất?',
    'When did your partner stand by you when you needed it most?',
  ],
  [
    'mem-059',
    'Một buổi dạo bộ nào mà bạn vẫn nhớ đường đi?',
    'Which walk together do you still remember the route of?',
  ],
  [
    'mem-060',
    'Có ngày nào hai đứa chẳng làm gì mà vẫn thấy trọn vẹn?',
    'Was there a day we did nothing at all and it still felt complete?',
  ],
  [
    'mem-061',
    'Lần đầu bạn ngủ quên trên vai người ấy là khi nào?',
    "When did you first fall asleep on your partner's shoulder?",
  ],
  [
    'mem-062',
    'Bạn nhớ nụ cười của người ấy vào lúc nào rõ nhất?',
    "When do you remember your partner's smile most clearly?",
  ],
  [
    'mem-063',
    'Kỷ niệm nào của hai đứa mà bạn muốn kể cho con cháu sau này?',
    'Which memory of ours would you like to tell our grandchildren one day?',
  ],
  [
    'mem-064',
    'Lần đầu hai đứa chụp ảnh chung, ai là người đề nghị?',
    'Who suggested our first photo together?',
  ],
  [
    'mem-065',
    'Có lần nào người ấy chịu đựng một sở thích của bạn chỉ vì thương bạn?',
    'Did your partner ever put up with a hobby of yours just out of love?',
  ],
  [
    'mem-066',
    'Ngày nào bạn thấy hai đứa thật sự là "một đội"?',
    'On which day did you feel we were truly a team?',
  ],
  [
    'mem-067',
    'Món ăn vặt nào gắn với những lần hẹn hò ngày trước?',
    'Which snack belongs to our dates from back then?',
  ],
  [
    'mem-068',
    'Lần đầu hai bạn đi dưới mưa cùng nhau là khi nào?',
    'When did we first walk in the rain together?',
  ],
  [
    'mem-069',
    'Bạn nhớ gì về lần đầu đến nơi người ấy sống?',
    "What do you remember about the first time you went to your partner's place?",
  ],
  [
    'mem-070',
    'Khoảnh khắc nào gần đây của hai đứa đáng được ghi lại thành kỷ niệm?',
    'Which recent moment of ours deserves to be saved as a memory?',
  ],
]);
