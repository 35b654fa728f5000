import { questionsOfKind } from './question-bank-kind.js';

/** Questions about what the two hope for, together and each on their own. */
export const DREAMS_QUESTIONS = questionsOfKind('dreams', [
  [
    'drm-001',
    'Mười năm nữa, bạn mong một ngày bình thường của hai đứa sẽ trông thế nào?',
    'Ten years from now, what would you like an ordinary day of ours to look like?',
  ],
  [
    'drm-002',
    'Nơi nào trên thế giới bạn muốn cùng người ấy đặt chân đến nhất?',
    'Where in the world would you most like to go with your partner?',
  ],
  [
    'drm-003',
    'Ngôi nhà mơ ước của hai đứa có góc nào nhất định phải có?',
    'What corner must our dream home absolutely have?',
  ],
  [
    'drm-004',
    'Một kỹ năng bạn muốn hai đứa cùng học trong năm tới là gì?',
    'What skill would you like us to learn together next year?',
  ],
  [
    'drm-005',
    'Nếu có một năm không phải đi làm, bạn muốn hai đứa làm gì?',
    'If we had a year off work, what would you want us to do?',
  ],
  [
    'drm-006',
    'Ước mơ nào của người ấy mà bạn muốn giúp thành hiện thực?',
    "Which of your partner's dreams would you like to help come true?",
  ],
  [
    'drm-007',
    'Khi về già, bạn hình dung hai đứa sẽ sống ở đâu?',
    'When we are old, where do you picture us living?',
  ],
  [
    'drm-008',
    'Một truyền thống nhỏ bạn muốn hai đứa tạo ra và giữ mãi?',
    'What small tradition would you like us to start and keep forever?',
  ],
  [
    'drm-009',
    'Bạn mơ được cùng người ấy mở một quán nhỏ không? Quán gì?',
    'Do you dream of opening a little place with your partner? What kind?',
  ],
  [
    'drm-010',
    'Năm nay bạn muốn hai đứa cùng hoàn thành điều gì?',
    'What would you like the two of us to achieve together this year?',
  ],
  [
    'drm-011',
    'Nếu được tổ chức lại một ngày thật đặc biệt, bạn muốn nó ra sao?',
    'If we could plan one truly special day, how would it go?',
  ],
  [
    'drm-012',
    'Có ước mơ thời thơ ấu nào bạn vẫn muốn thử thực hiện?',
    'Is there a childhood dream you would still like to try?',
  ],
  [
    'drm-013',
    'Bạn muốn hai đứa có thêm thú cưng nào không? Đặt tên gì?',
    'Would you like us to have a pet? What would we call it?',
  ],
  [
    'drm-014',
    'Chuyến đi "một lần trong đời" nào bạn muốn dành dụm để cùng đi?',
    'Which once-in-a-lifetime trip would you like us to save up for?',
  ],
  [
    'drm-015',
    'Bạn mong hai đứa sẽ kỷ niệm ngày đặc biệt tiếp theo như thế nào?',
    'How would you like us to celebrate our next special date?',
  ],
  [
    'drm-016',
    'Nếu cùng viết một cuốn sách, hai đứa sẽ viết về chuyện gì?',
    'If we wrote a book together, what would it be about?',
  ],
  [
    'drm-017',
    'Điều gì bạn muốn hai đứa làm nhiều hơn trong năm tới?',
    'What would you like us to do more of next year?',
  ],
  [
    'drm-018',
    'Bạn muốn cùng người ấy học một ngoại ngữ nào?',
    'Which language would you like to learn with your partner?',
  ],
  [
    'drm-019',
    'Một thói quen lành mạnh bạn muốn hai đứa cùng bắt đầu?',
    'What healthy habit would you like us to start together?',
  ],
  [
    'drm-020',
    'Bạn mơ một khu vườn thế nào cho hai đứa?',
    'What kind of garden do you dream of for us?',
  ],
  [
    'drm-021',
    'Nếu tiền bạc không là vấn đề, bạn muốn tặng người ấy điều gì?',
    'If money were no object, what would you give your partner?',
  ],
  [
    'drm-022',
    'Có lễ hội hay sự kiện nào trên thế giới bạn muốn hai đứa đến dự?',
    'Is there a festival or event somewhere in the world you want us to attend?',
  ],
  [
    'drm-023',
    'Bạn hình dung bữa sáng Chủ nhật lý tưởng của hai đứa sau này ra sao?',
    'How do you picture our ideal Sunday breakfast in the future?',
  ],
  [
    'drm-024',
    'Một điều bạn muốn hai đứa cùng thử dù hơi sợ?',
    'What would you like us to try together even though it scares you a little?',
  ],
  [
    'drm-025',
    'Bạn mong người ấy nhớ gì về năm nay khi nhìn lại?',
    'What do you hope your partner remembers about this year when looking back?',
  ],
  [
    'drm-026',
    'Công việc mơ ước của bạn là gì, và người ấy có chỗ nào trong đó?',
    'What is your dream job, and where does your partner fit in it?',
  ],
  [
    'drm-027',
    'Bạn muốn hai đứa giúp đỡ cộng đồng theo cách nào?',
    'How would you like us to give back to others together?',
  ],
  [
    'drm-028',
    'Nếu được chọn một thành phố để sống thử một tháng, bạn chọn đâu?',
    'If we could live in any city for a month, which would you choose?',
  ],
  [
    'drm-029',
    'Bạn muốn căn bếp sau này của hai đứa có món gì thường trực?',
    'What dish would you like always cooking in our future kitchen?',
  ],
  [
    'drm-030',
    'Điều gì bạn mong hai đứa vẫn giữ được dù có bận rộn đến đâu?',
    'What do you hope we keep no matter how busy life gets?',
  ],
  [
    'drm-031',
    'Một cuộc phiêu lưu ngoài trời bạn muốn cùng người ấy thử?',
    'What outdoor adventure would you like to try with your partner?',
  ],
  [
    'drm-032',
    'Bạn muốn đón sinh nhật tuổi năm mươi của người ấy ở đâu?',
    "Where would you like to celebrate your partner's fiftieth birthday?",
  ],
  [
    'drm-033',
    'Một món đồ bạn mơ hai đứa cùng tự tay làm ra?',
    'What would you love us to make with our own hands?',
  ],
  [
    'drm-034',
    'Nếu hai đứa có một buổi tối tự do mỗi tuần, bạn muốn dành cho việc gì?',
    'If we had one free evening every week, what would you use it for?',
  ],
  [
    'drm-035',
    'Bạn mơ về một kỳ nghỉ yên tĩnh hay một chuyến đi sôi động hơn?',
    'Do you dream more of a quiet holiday or a lively trip?',
  ],
  [
    'drm-036',
    'Điều bạn muốn dạy người ấy, và điều bạn muốn người ấy dạy mình?',
    'What would you like to teach your partner, and learn from them?',
  ],
  [
    'drm-037',
    'Bạn mong hai đứa sẽ kể gì với nhau vào đêm giao thừa năm sau?',
    "What do you hope we will tell each other next New Year's Eve?",
  ],
  [
    'drm-038',
    'Một mục tiêu tiết kiệm chung bạn thấy đáng theo đuổi?',
    'What shared savings goal do you think is worth chasing?',
  ],
  [
    'drm-039',
    'Bạn muốn hai đứa có một phòng sách, phòng nhạc hay phòng gì khác?',
    'Would you like us to have a reading room, a music room or something else?',
  ],
  [
    'drm-040',
    'Nếu cùng chạy một giải đua, hai đứa sẽ chọn cự ly nào?',
    'If we ran a race together, what distance would we choose?',
  ],
  [
    'drm-041',
    'Có ai bạn mong hai đứa sẽ thân thiết hơn trong những năm tới?',
    'Is there someone you hope we grow closer to in the coming years?',
  ],
  [
    'drm-042',
    'Bạn mơ được cùng người ấy ngắm bình minh ở đâu?',
    'Where do you dream of watching a sunrise with your partner?',
  ],
  [
    'drm-043',
    'Bạn muốn hai đứa cùng làm điều gì đó cho bố mẹ hai bên?',
    'What would you like the two of us to do for both our parents?',
  ],
  [
    'drm-044',
    'Một thay đổi nhỏ giúp tuần của hai đứa dễ thở hơn là gì?',
    'What small change would make our weeks easier?',
  ],
  [
    'drm-045',
    'Bạn muốn hai đứa trông như thế nào trong bức ảnh kỷ niệm hai mươi năm?',
    'How would you like us to look in our twentieth-anniversary photo?',
  ],
  [
    'drm-046',
    'Nếu cùng tham gia một lớp học, bạn chọn lớp gì?',
    'If we took a class together, which would you pick?',
  ],
  [
    'drm-047',
    'Bạn mơ có một chiếc xe, chiếc thuyền hay chiếc xe đạp đôi?',
    'Do you dream of a car, a boat or a tandem bike for us?',
  ],
  [
    'drm-048',
    'Điều bạn mong người ấy dám làm hơn cho chính mình?',
    'What do you wish your partner would dare to do for themselves?',
  ],
  [
    'drm-049',
    'Một ngày Tết lý tưởng trong tương lai của hai đứa sẽ có gì?',
    'What would an ideal future Lunar New Year hold for us?',
  ],
  [
    'drm-050',
    'Bạn muốn hai đứa cùng đọc hết bộ sách hay xem hết bộ phim nào?',
    'Which book series or film series would you like us to finish together?',
  ],
  [
    'drm-051',
    'Nếu được sống ở quê hay ở phố, bạn chọn nơi nào cho tuổi già?',
    'Countryside or city for our later years: which would you choose?',
  ],
  [
    'drm-052',
    'Một nghi thức buổi tối bạn muốn hai đứa giữ mỗi ngày?',
    'What evening ritual would you like us to keep every day?',
  ],
  [
    'drm-053',
    'Bạn muốn hai đứa để lại điều gì cho những người mình thương?',
    'What would you like us to leave behind for the people we love?',
  ],
  [
    'drm-054',
    'Điều gì bạn muốn thử ít nhất một lần trước tuổi bốn mươi cùng người ấy?',
    'What would you like to try with your partner at least once before forty?',
  ],
  [
    'drm-055',
    'Bạn mơ một bữa tiệc kỷ niệm lớn hay một buổi tối chỉ hai người?',
    'Do you dream of a big celebration or an evening for just the two of us?',
  ],
  [
    'drm-056',
    'Một nơi trong nước mình mà hai đứa chưa đi nhưng nhất định phải đi?',
    'Which place in our own country have we not visited but must?',
  ],
  [
    'drm-057',
    'Nếu được sống ở một thời đại khác cùng nhau, bạn chọn thời nào?',
    'If we could live together in another era, which would you pick?',
  ],
  [
    'drm-058',
    'Bạn mong năm sau hai đứa sẽ cãi nhau ít hơn về chuyện gì?',
    'What do you hope we argue less about next year?',
  ],
  [
    'drm-059',
    'Một dự án chung nho nhỏ mình có thể bắt đầu ngay tháng này?',
    'What small shared project could we start this very month?',
  ],
  [
    'drm-060',
    'Bạn mơ được cùng người ấy làm tình nguyện ở đâu?',
    'Where would you dream of volunteering with your partner?',
  ],
  [
    'drm-061',
    'Nếu hai đứa có một kênh riêng, kênh đó sẽ nói về gì?',
    'If we had our own channel, what would it be about?',
  ],
  [
    'drm-062',
    'Bạn muốn ngày cưới hay ngày kỷ niệm lý tưởng có món ăn nào?',
    'What food would you want at an ideal wedding or anniversary?',
  ],
  [
    'drm-063',
    'Một bức tranh hay đồ vật bạn muốn treo trong nhà chung sau này?',
    'What painting or object would you like to hang in our future home?',
  ],
  [
    'drm-064',
    'Bạn muốn hai đứa đón Giáng sinh hay Trung thu tới như thế nào?',
    'How would you like us to spend the next Christmas or Mid-Autumn Festival?',
  ],
  [
    'drm-065',
    'Có môn thể thao nào bạn muốn hai đứa cùng theo đuổi?',
    'Is there a sport you would like us to take up together?',
  ],
  [
    'drm-066',
    'Bạn mơ người ấy sẽ tự hào về mình vì điều gì trong năm năm tới?',
    'In five years, what do you hope your partner will be proud of you for?',
  ],
  [
    'drm-067',
    'Nếu có phép màu, bạn sẽ thêm giờ nào trong ngày cho hai đứa?',
    'If magic allowed, which hour of the day would you add for us?',
  ],
  [
    'drm-068',
    'Một món ăn ở nơi xa mà bạn muốn hai đứa cùng đến tận nơi để nếm thử?',
    'Which faraway dish would you like us to travel to taste where it comes from?',
  ],
  [
    'drm-069',
    'Một điều bạn chưa dám nói ra nhưng mơ hai đứa cùng làm?',
    'What have you not dared say yet that you dream of doing together?',
  ],
  [
    'drm-070',
    'Khi nhìn lại cả cuộc đời, bạn mong câu chuyện của hai đứa được kể ra sao?',
    'Looking back on a whole life, how do you hope our story will be told?',
  ],
]);
