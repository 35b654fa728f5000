import { questionsOfKind } from './question-bank-kind.js';

/** "Would you rather" questions: two choices, and why. */
export const WOULD_YOU_RATHER_QUESTIONS = questionsOfKind('would_you_rather', [
  [
    'wyr-001',
    'Bạn thích một chuyến đi biển hay một chuyến lên núi cùng người ấy? Vì sao?',
    'Would you rather take a beach trip or a mountain trip with your partner? Why?',
  ],
  [
    'wyr-002',
    'Bạn chọn một bữa tối sang trọng hay một bữa lẩu vỉa hè thật vui?',
    'Would you rather have a fancy dinner or a fun street-side hotpot?',
  ],
  [
    'wyr-003',
    'Bạn muốn đọc được suy nghĩ của người ấy một ngày hay để người ấy đọc được suy nghĩ của bạn?',
    "Would you rather read your partner's mind for a day, or let them read yours?",
  ],
  [
    'wyr-004',
    'Bạn chọn cả đời không xem phim hay cả đời không nghe nhạc?',
    'Would you rather give up films or music for life?',
  ],
  [
    'wyr-005',
    'Bạn thích nhận một lá thư tay hay một món quà bất ngờ?',
    'Would you rather receive a handwritten letter or a surprise gift?',
  ],
  [
    'wyr-006',
    'Bạn muốn sống ở một căn nhà nhỏ giữa rừng hay một căn hộ giữa phố?',
    'Would you rather live in a small house in the woods or a flat in the city centre?',
  ],
  [
    'wyr-007',
    'Bạn chọn du lịch về quá khứ hay đến tương lai cùng người ấy?',
    'Would you rather travel to the past or the future with your partner?',
  ],
  [
    'wyr-008',
    'Bạn thích một buổi sáng ngủ nướng hay một buổi bình minh dậy sớm cùng nhau?',
    'Would you rather sleep in together or get up for the sunrise together?',
  ],
  [
    'wyr-009',
    'Bạn chọn một buổi dã ngoại trong công viên hay một buổi tối xem phim ngoài rạp?',
    'Would you rather have a picnic in the park or an evening at the cinema?',
  ],
  [
    'wyr-010',
    'Bạn chọn nấu cho người ấy một bữa hay để người ấy nấu cho mình?',
    'Would you rather cook for your partner or be cooked for?',
  ],
  [
    'wyr-011',
    'Bạn thích kỷ niệm ngày đặc biệt ở nhà hay đi đâu đó thật xa?',
    'Would you rather celebrate a special day at home or somewhere far away?',
  ],
  [
    'wyr-012',
    'Bạn chọn mất điện thoại một tuần hay mất ví một ngày?',
    'Would you rather lose your phone for a week or your wallet for a day?',
  ],
  [
    'wyr-013',
    'Bạn muốn biết trước tương lai của hai đứa hay để mọi thứ bất ngờ?',
    'Would you rather know our future in advance or let it surprise us?',
  ],
  [
    'wyr-014',
    'Bạn thích một ngày mưa đọc sách hay một ngày nắng đạp xe?',
    'Would you rather spend a rainy day reading or a sunny day cycling?',
  ],
  [
    'wyr-015',
    'Bạn chọn hát trước đám đông hay nhảy trước đám đông cùng người ấy?',
    'Would you rather sing or dance in front of a crowd with your partner?',
  ],
  [
    'wyr-016',
    'Bạn muốn có khả năng bay hay khả năng dịch chuyển tức thời để gặp người ấy?',
    'Would you rather be able to fly or to teleport to your partner?',
  ],
  [
    'wyr-017',
    'Bạn thích ăn sáng bằng phở hay bằng bánh mì cả năm?',
    'Would you rather have phở or bánh mì for breakfast for a whole year?',
  ],
  [
    'wyr-018',
    'Bạn chọn một kỳ nghỉ không có mạng hay một kỳ nghỉ không có lịch trình?',
    'Would you rather have a holiday without internet or without any plans?',
  ],
  [
    'wyr-019',
    'Bạn muốn người ấy viết cho bạn một bài thơ hay một bài hát?',
    'Would you rather your partner wrote you a poem or a song?',
  ],
  [
    'wyr-020',
    'Bạn thích một buổi hẹn được lên kế hoạch kỹ hay một buổi hẹn ngẫu hứng?',
    'Would you rather have a carefully planned date or a spontaneous one?',
  ],
  [
    'wyr-021',
    'Bạn chọn sống không có máy lạnh hay không có nước nóng?',
    'Would you rather live without air conditioning or without hot water?',
  ],
  [
    'wyr-022',
    'Bạn muốn hai đứa cùng học nấu ăn hay cùng học khiêu vũ?',
    'Would you rather we took a cooking class or a dance class?',
  ],
  [
    'wyr-023',
    'Bạn thích nói chuyện điện thoại hàng giờ hay nhắn tin cả ngày?',
    'Would you rather talk on the phone for hours or text all day?',
  ],
  [
    'wyr-024',
    'Bạn chọn một chuyến đi ngắn mỗi tháng hay một chuyến đi dài mỗi năm?',
    'Would you rather take a short trip every month or a long trip every year?',
  ],
  [
    'wyr-025',
    'Bạn muốn hai đứa có chung một sở thích mới hay mỗi người giữ sở thích riêng?',
    'Would you rather we shared a new hobby or each kept our own?',
  ],
  [
    'wyr-026',
    'Bạn thích xem phim kinh dị ôm nhau hay phim hài cười ngặt nghẽo?',
    'Would you rather cuddle through a horror film or laugh through a comedy?',
  ],
  [
    'wyr-027',
    'Bạn chọn cả đời chỉ ăn đồ ngọt hay chỉ ăn đồ mặn?',
    'Would you rather eat only sweet food or only savoury food for life?',
  ],
  [
    'wyr-028',
    'Bạn muốn đi cắm trại dưới sao hay ở khách sạn có view đẹp?',
    'Would you rather camp under the stars or stay in a hotel with a view?',
  ],
  [
    'wyr-029',
    'Bạn thích được khen trước mọi người hay được khen khi chỉ có hai đứa?',
    'Would you rather be praised in front of others or in private?',
  ],
  [
    'wyr-030',
    'Bạn chọn một ngày làm vua hay một ngày làm người vô hình?',
    'Would you rather be a king or queen for a day, or invisible for a day?',
  ],
  [
    'wyr-031',
    'Bạn muốn hai đứa dọn nhà cùng nhau hay chia việc mỗi người một phần?',
    'Would you rather clean the house together or split the jobs?',
  ],
  [
    'wyr-032',
    'Bạn thích mùa hè nóng rực hay mùa đông lạnh buốt bên nhau?',
    'Would you rather spend a scorching summer or a freezing winter together?',
  ],
  [
    'wyr-033',
    'Bạn chọn nhớ lại mọi kỷ niệm thật rõ hay quên để lần nào cũng mới?',
    'Would you rather remember every memory vividly, or forget so everything feels new?',
  ],
  [
    'wyr-034',
    'Bạn muốn sống gần gia đình bạn hay gần gia đình người ấy?',
    "Would you rather live near your family or your partner's?",
  ],
  [
    'wyr-035',
    'Bạn thích một bó hoa hay một hộp bánh?',
    'Would you rather get a bunch of flowers or a box of cakes?',
  ],
  [
    'wyr-036',
    'Bạn chọn đi tàu xuyên Việt hay đi xe máy xuyên Việt cùng người ấy?',
    'Would you rather cross the country with your partner by train or by motorbike?',
  ],
  [
    'wyr-037',
    'Bạn muốn nói được mọi ngôn ngữ hay chơi được mọi nhạc cụ?',
    'Would you rather speak every language or play every instrument?',
  ],
  [
    'wyr-038',
    'Bạn thích buổi tối chơi board game hay buổi tối đi dạo phố?',
    'Would you rather spend an evening on board games or strolling the streets?',
  ],
  [
    'wyr-039',
    'Bạn chọn tổ chức một bữa tiệc lớn hay đi ăn riêng hai người?',
    'Would you rather throw a big party or go out for dinner just the two of us?',
  ],
  [
    'wyr-040',
    'Bạn muốn biết người ấy nghĩ gì về mình lúc mới gặp, hay không nên biết?',
    'Would you rather know what your partner first thought of you, or never find out?',
  ],
  [
    'wyr-041',
    'Bạn thích ở một homestay mộc mạc hay một resort đầy đủ tiện nghi?',
    'Would you rather stay at a rustic homestay or a luxury resort?',
  ],
  [
    'wyr-042',
    'Bạn chọn dậy lúc 5 giờ sáng mỗi ngày hay thức đến 2 giờ đêm mỗi ngày?',
    'Would you rather get up at 5 am every day or stay up until 2 am every day?',
  ],
  [
    'wyr-043',
    'Bạn muốn người ấy là đầu bếp giỏi hay là người kể chuyện giỏi?',
    'Would you rather your partner were a great cook or a great storyteller?',
  ],
  [
    'wyr-044',
    'Bạn thích đi xem hòa nhạc hay đi xem bóng đá cùng người ấy?',
    'Would you rather go to a concert or a football match with your partner?',
  ],
  [
    'wyr-045',
    'Bạn chọn nhà có vườn rộng hay nhà có ban công ngắm thành phố?',
    'Would you rather have a home with a big garden or a balcony over the city?',
  ],
  [
    'wyr-046',
    'Bạn muốn mỗi năm đi một nước mới hay mỗi năm quay về một nơi quen?',
    'Would you rather visit a new country each year or return to a favourite place?',
  ],
  [
    'wyr-047',
    'Bạn thích chụp thật nhiều ảnh hay chỉ sống trọn khoảnh khắc?',
    'Would you rather take lots of photos or simply live the moment?',
  ],
  [
    'wyr-048',
    'Bạn chọn được người ấy nấu món yêu thích mỗi tuần hay được massage mỗi tuần?',
    'Would you rather have your favourite dish cooked every week or a massage every week?',
  ],
  [
    'wyr-049',
    'Bạn muốn là người nói "thương" trước hay người được nghe trước?',
    'Would you rather be the first to say "I love you" or the first to hear it?',
  ],
  [
    'wyr-050',
    'Bạn thích ngồi cà phê cả buổi hay đi dạo cả buổi?',
    'Would you rather spend an afternoon in a café or walking around?',
  ],
  [
    'wyr-051',
    'Bạn chọn có thêm một giờ mỗi ngày hay thêm một ngày nghỉ mỗi tuần?',
    'Would you rather have an extra hour every day or an extra day off every week?',
  ],
  [
    'wyr-052',
    'Bạn muốn sống trong một bộ phim hoạt hình hay trong một bộ phim cổ trang?',
    'Would you rather live in an animated film or a period drama?',
  ],
  [
    'wyr-053',
    'Bạn thích nhận tin nhắn chúc ngủ ngon hay chào buổi sáng?',
    'Would you rather get a good-night message or a good-morning one?',
  ],
  [
    'wyr-054',
    'Bạn chọn leo núi mệt nhoài để ngắm cảnh hay đi cáp treo thong thả?',
    'Would you rather hike hard for the view or take the cable car at leisure?',
  ],
  [
    'wyr-055',
    'Bạn muốn hai đứa cùng viết nhật ký hay cùng làm album ảnh?',
    'Would you rather we kept a journal together or made a photo album?',
  ],
  [
    'wyr-056',
    'Bạn thích đi chợ đêm hay đi bảo tàng vào kỳ nghỉ?',
    'On holiday, would you rather go to a night market or a museum?',
  ],
  [
    'wyr-057',
    'Bạn chọn một chiếc xe đạp đôi hay một chiếc xuồng đôi cho hai đứa?',
    'Would you rather we had a tandem bike or a two-seater canoe?',
  ],
  [
    'wyr-058',
    'Bạn muốn có một bữa tiệc bất ngờ hay biết trước để chờ đợi?',
    'Would you rather have a surprise party or know in advance and look forward to it?',
  ],
  [
    'wyr-059',
    'Bạn thích làm đồ thủ công tặng nhau hay chọn quà ở cửa hàng?',
    'Would you rather make gifts for each other or choose them in a shop?',
  ],
  [
    'wyr-060',
    'Bạn chọn một tuần không cãi nhau hay một tuần được nói hết mọi điều?',
    'Would you rather have a week with no arguments or a week of saying everything?',
  ],
  [
    'wyr-061',
    'Bạn muốn sống ở nơi bốn mùa rõ rệt hay nơi nắng ấm quanh năm?',
    'Would you rather live where the four seasons are clear or where it is warm all year?',
  ],
  [
    'wyr-062',
    'Bạn thích ăn tối dưới nến hay ăn tối trên sân thượng ngắm sao?',
    'Would you rather have dinner by candlelight or on a rooftop under the stars?',
  ],
  [
    'wyr-063',
    'Bạn chọn hai đứa cùng tập thể dục buổi sáng hay cùng thiền buổi tối?',
    'Would you rather we exercised together in the morning or meditated together at night?',
  ],
  [
    'wyr-064',
    'Bạn muốn tổ chức sinh nhật người ấy thật hoành tráng hay thật ấm cúng?',
    'Would you rather throw your partner a grand birthday or a cosy one?',
  ],
  [
    'wyr-065',
    'Bạn thích một tấm ảnh cưới lãng mạn hay một tấm ảnh cưới thật lầy?',
    'Would you rather have a romantic wedding photo or a silly one?',
  ],
  [
    'wyr-066',
    'Bạn chọn biết nấu mọi món hay biết sửa mọi thứ trong nhà?',
    'Would you rather be able to cook anything or fix anything at home?',
  ],
  [
    'wyr-067',
    'Bạn muốn hai đứa đi xem pháo hoa hay ở nhà xem qua tivi cho đỡ đông?',
    'Would you rather go out for the fireworks or watch them on TV away from the crowds?',
  ],
  [
    'wyr-068',
    'Bạn thích một ngày không điện thoại bên nhau hay một ngày chụp ảnh khắp nơi?',
    'Would you rather spend a phone-free day together or a day taking photos everywhere?',
  ],
  [
    'wyr-069',
    'Bạn chọn được nghe người ấy hát mỗi ngày hay được người ấy kể chuyện mỗi tối?',
    'Would you rather hear your partner sing every day or tell you a story every night?',
  ],
  [
    'wyr-070',
    'Bạn muốn quay lại ngày đầu gặp nhau hay nhảy tới ngày kỷ niệm năm mươi năm?',
    'Would you rather go back to the day we met or jump ahead to our fiftieth anniversary?',
  ],
]);
