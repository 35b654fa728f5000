import { questionsOfKind } from './question-bank-kind.js';

/** Light questions, to laugh about together. */
export const FUN_QUESTIONS = questionsOfKind('fun', [
  [
    'fun-001',
    'Nếu người ấy là một món ăn vặt, đó sẽ là món gì?',
    'If your partner were a snack, which one would they be?',
  ],
  [
    'fun-002',
    'Bài hát nào hợp làm nhạc nền khi người ấy bước vào phòng?',
    'Which song should play whenever your partner walks into a room?',
  ],
  [
    'fun-003',
    'Nếu hai đứa là nhân vật hoạt hình, mỗi người sẽ là ai?',
    'If we were cartoon characters, who would each of us be?',
  ],
  [
    'fun-004',
    'Thói quen buồn cười nhất của người ấy mà bạn lại thấy đáng yêu?',
    "What is your partner's funniest habit that you secretly find adorable?",
  ],
  [
    'fun-005',
    'Nếu được đặt tên cho một loài hoa theo người ấy, bạn sẽ đặt là gì?',
    'If you named a flower after your partner, what would you call it?',
  ],
  [
    'fun-006',
    'Ai trong hai đứa sẽ sống sót lâu hơn trên một hòn đảo hoang?',
    'Which of us would last longer on a desert island?',
  ],
  [
    'fun-007',
    'Món người ấy nấu mà bạn khen "ngon" dù thật ra…?',
    "Which of your partner's dishes have you called delicious when… it was not quite?",
  ],
  [
    'fun-008',
    'Nếu người ấy có một siêu năng lực vô dụng, đó sẽ là gì?',
    'If your partner had a useless superpower, what would it be?',
  ],
  [
    'fun-009',
    'Câu cửa miệng nào của người ấy mà bạn bắt chước được y hệt?',
    "Which catchphrase of your partner's can you imitate perfectly?",
  ],
  [
    'fun-010',
    'Nếu hai đứa mở một gánh xiếc, mỗi người sẽ biểu diễn tiết mục gì?',
    'If we ran a circus, what act would each of us perform?',
  ],
  [
    'fun-011',
    'Con vật nào giống người ấy lúc mới ngủ dậy nhất?',
    'Which animal looks most like your partner just after waking up?',
  ],
  [
    'fun-012',
    'Nếu cuộc tình của hai đứa là một bộ phim, tên phim sẽ là gì?',
    'If our love story were a film, what would its title be?',
  ],
  [
    'fun-013',
    'Ai sẽ đóng vai bạn và người ấy trong phim đó?',
    'Who would play you and your partner in that film?',
  ],
  [
    'fun-014',
    'Món đồ vô dụng nhất mà người ấy từng mua là gì?',
    'What is the most useless thing your partner has ever bought?',
  ],
  [
    'fun-015',
    'Nếu được đổi tên cho nhau một ngày, bạn đặt người ấy tên gì?',
    'If you could rename your partner for a day, what name would you pick?',
  ],
  [
    'fun-016',
    'Điệu nhảy nào mô tả đúng tính cách của người ấy?',
    "Which dance best describes your partner's personality?",
  ],
  [
    'fun-017',
    'Người ấy hát karaoke bài nào là "đỉnh" nhất?',
    'Which karaoke song does your partner absolutely nail?',
  ],
  [
    'fun-018',
    'Nếu hai đứa là một cặp gia vị, mỗi người là gì?',
    'If we were a pair of condiments, which would each of us be?',
  ],
  [
    'fun-019',
    'Biểu tượng cảm xúc nào giống người ấy nhất?',
    'Which emoji looks most like your partner?',
  ],
  [
    'fun-020',
    'Ai trong hai đứa hay làm mất đồ hơn, và món đồ hay mất nhất là gì?',
    'Which of us loses things more, and what goes missing most?',
  ],
  [
    'fun-021',
    'Nếu được lên chương trình truyền hình, hai đứa sẽ thi chương trình nào?',
    'If we went on a TV show together, which one would it be?',
  ],
  [
    'fun-022',
    'Người ấy sẽ nói gì đầu tiên nếu bị người ngoài hành tinh bắt đi?',
    'What would your partner say first if aliens took them away?',
  ],
  [
    'fun-023',
    'Món ăn nào hai đứa có thể ăn mỗi ngày mà không chán?',
    'Which dish could we eat every day without getting bored?',
  ],
  [
    'fun-024',
    'Nếu người ấy là một món đồ trong bếp, đó sẽ là gì?',
    'If your partner were a kitchen utensil, which would it be?',
  ],
  [
    'fun-025',
    'Tư thế ngủ kỳ lạ nhất của người ấy mà bạn từng thấy?',
    'What is the strangest sleeping position you have seen your partner in?',
  ],
  [
    'fun-026',
    'Nếu hai đứa thành người nổi tiếng, scandal đầu tiên sẽ về chuyện gì?',
    'If we became famous, what would our first scandal be about?',
  ],
  [
    'fun-027',
    'Người ấy mà làm đầu bếp thì nhà hàng sẽ tên là gì?',
    'If your partner were a chef, what would their restaurant be called?',
  ],
  [
    'fun-028',
    'Bạn sẽ chọn ba món gì mang theo nếu hai đứa đi cắm trại ngay tối nay?',
    'Which three things would you bring if we went camping tonight?',
  ],
  [
    'fun-029',
    'Nếu người ấy có một kênh dạy nấu ăn, món tủ sẽ là gì?',
    'If your partner had a cooking channel, what would the signature dish be?',
  ],
  [
    'fun-030',
    'Câu nói nào của bạn làm người ấy bật cười nhiều nhất?',
    'What do you say that makes your partner laugh the most?',
  ],
  [
    'fun-031',
    'Nếu hai đứa được sống trong một trò chơi điện tử, đó là trò nào?',
    'If we could live inside a video game, which one would it be?',
  ],
  [
    'fun-032',
    'Người ấy có "bệnh" nghiện món gì mà không chịu thừa nhận?',
    'What is your partner hooked on but will not admit?',
  ],
  [
    'fun-033',
    'Nếu được tặng nhau một chiếc áo có in chữ, bạn in chữ gì?',
    'If you gave your partner a T-shirt with a slogan, what would it say?',
  ],
  [
    'fun-034',
    'Màn ghen tuông buồn cười nhất của hai đứa là vì chuyện gì?',
    'What was our silliest fit of jealousy about?',
  ],
  [
    'fun-035',
    'Người ấy sẽ là giáo viên dạy môn gì, và học trò sẽ gọi là gì?',
    'What subject would your partner teach, and what would the pupils call them?',
  ],
  [
    'fun-036',
    'Nếu hai đứa phải chạy trốn zombie, ai sẽ là người kéo cả đội chậm lại?',
    'If we had to flee zombies, which of us would slow the team down?',
  ],
  [
    'fun-037',
    'Từ nào người ấy hay phát âm sai mà bạn không nỡ sửa?',
    'Which word does your partner mispronounce that you never have the heart to correct?',
  ],
  [
    'fun-038',
    'Nếu phải đặt biệt danh cho chiếc giường của hai đứa, bạn đặt là gì?',
    'If our bed needed a nickname, what would it be?',
  ],
  [
    'fun-039',
    'Ai trong hai đứa chụp ảnh "xấu" người kia nhiều hơn?',
    'Which of us takes more unflattering photos of the other?',
  ],
  [
    'fun-040',
    'Nếu hai đứa mở một tiệm bánh, loại bánh bán chạy nhất sẽ mang tên gì?',
    'If we opened a bakery, what would our best-selling cake be called?',
  ],
  [
    'fun-041',
    'Người ấy giống thời tiết nào nhất vào buổi sáng thứ Hai?',
    'What weather is your partner most like on a Monday morning?',
  ],
  [
    'fun-042',
    'Đồ vật nào trong nhà mà người ấy nói chuyện cùng?',
    'Which object at home does your partner talk to?',
  ],
  [
    'fun-043',
    'Nếu có một ngày lễ mang tên người ấy, mọi người sẽ làm gì hôm đó?',
    'If there were a holiday named after your partner, what would people do that day?',
  ],
  [
    'fun-044',
    'Trò chơi nào mà người ấy thua là "dỗi" ngay?',
    'Which game does your partner sulk about the moment they lose?',
  ],
  [
    'fun-045',
    'Nếu người ấy là một loại đồ uống, đó sẽ là gì, nóng hay lạnh?',
    'If your partner were a drink, what would it be, hot or cold?',
  ],
  [
    'fun-046',
    'Bạn sẽ tả người ấy bằng đúng ba từ thế nào?',
    'How would you describe your partner in exactly three words?',
  ],
  [
    'fun-047',
    'Bộ phim nào hai đứa có thể xem lại lần thứ mười?',
    'Which film could we happily watch for the tenth time?',
  ],
  [
    'fun-048',
    'Nếu người ấy có một con robot giúp việc, nó sẽ phải làm gì đầu tiên?',
    'If your partner had a robot helper, what would its first job be?',
  ],
  ['fun-049', 'Ai trong hai đứa hay cãi với GPS hơn?', 'Which of us argues with the GPS more?'],
  [
    'fun-050',
    'Nếu đổi vai một ngày, bạn sẽ làm gì đầu tiên khi là người ấy?',
    'If we swapped lives for a day, what would you do first as your partner?',
  ],
  [
    'fun-051',
    'Người ấy có một "tài lẻ" nào mà ít ai biết?',
    'What little-known talent does your partner have?',
  ],
  [
    'fun-052',
    'Nếu hai đứa là một cặp tất, chiếc nào hay bị lạc?',
    'If we were a pair of socks, which one would keep going missing?',
  ],
  [
    'fun-053',
    'Món tráng miệng nào mô tả đúng mối quan hệ của hai đứa?',
    'Which dessert best describes our relationship?',
  ],
  [
    'fun-054',
    'Lời xin lỗi "sáng tạo" nhất mà bạn từng nhận từ người ấy?',
    'What is the most creative apology you have received from your partner?',
  ],
  [
    'fun-055',
    'Nếu được tạo một bộ sticker về người ấy, sticker đầu tiên sẽ vẽ gì?',
    'If you made a sticker pack of your partner, what would the first sticker show?',
  ],
  [
    'fun-056',
    'Người ấy sẽ là nhân vật nào trong truyện cổ tích?',
    'Which fairy-tale character would your partner be?',
  ],
  [
    'fun-057',
    'Nếu hai đứa tham gia cuộc thi ăn, mỗi người chọn thi món gì?',
    'If we entered an eating contest, which dish would each of us choose?',
  ],
  [
    'fun-058',
    'Biểu cảm nào của người ấy làm bạn không nhịn được cười?',
    "Which of your partner's faces makes you burst out laughing?",
  ],
  [
    'fun-059',
    'Ai trong hai đứa sẽ thắng trong một trận gối chiến?',
    'Which of us would win a pillow fight?',
  ],
  [
    'fun-060',
    'Nếu người ấy là một ứng dụng trên điện thoại, đó là ứng dụng gì?',
    'If your partner were a phone app, which one would they be?',
  ],
  [
    'fun-061',
    'Cách người ấy gọi bạn khi muốn nhờ việc gì đó?',
    'How does your partner call you when they want a favour?',
  ],
  [
    'fun-062',
    'Nếu hai đứa là một ban nhạc, tên ban nhạc là gì?',
    'If we were a band, what would we be called?',
  ],
  [
    'fun-063',
    'Món đồ nào của người ấy bạn lén dùng mà chưa khai?',
    "Which of your partner's things do you borrow without confessing?",
  ],
  [
    'fun-064',
    'Người ấy phản ứng thế nào khi thấy một con gián?',
    'How does your partner react to a cockroach?',
  ],
  [
    'fun-065',
    'Nếu được viết một câu khẩu hiệu cho hai đứa, đó là câu gì?',
    'If we had a motto, what would it be?',
  ],
  [
    'fun-066',
    'Nếu người ấy là một mùa trong năm, đó sẽ là mùa nào?',
    'If your partner were a season of the year, which would they be?',
  ],
  [
    'fun-067',
    'Nếu hai đứa được chọn một màu để sơn cả căn nhà, đó là màu gì?',
    'If we had to paint our whole home one colour, which would it be?',
  ],
  [
    'fun-068',
    'Người ấy có bao nhiêu phần trăm là cà phê, bao nhiêu phần trăm là trà sữa?',
    'What percentage of your partner is coffee, and what percentage bubble tea?',
  ],
  [
    'fun-069',
    'Nếu hai đứa làm thám tử, vụ án đầu tiên sẽ là "Ai ăn mất…"?',
    'If we were detectives, our first case would be "Who ate the…"?',
  ],
  [
    'fun-070',
    'Điều ngớ ngẩn nào bạn chỉ dám làm trước mặt người ấy?',
    'What silly thing would you only ever do in front of your partner?',
  ],
]);
