import type { Dashboard, Image } from '@doita/shared';

export function makeImage(overrides: Partial<Image> = {}): Image {
  return {
    id: 'img-1',
    url: '/uploads/img-1-1600.webp',
    renditions: [{ width: 1600, url: '/uploads/img-1-1600.webp' }],
    placeholder: 'data:image/webp;base64,AAAA',
    width: 1600,
    height: 1200,
    originalUrl: '/uploads/img-1-original.jpg',
    ...overrides,
  };
}

/** A connected couple's dashboard with a little of everything. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    today: '2026-11-23',
    counts: { memories: 12, activeReminders: 4, upcomingReminders: 2, places: 0 },
    recentActivity: [
      {
        kind: 'memory',
        id: 'm-1',
        title: 'Đà Lạt mùa hoa',
        date: '2026-11-20',
        mood: 'love',
        createdAt: '2026-11-21T03:00:00.000Z',
      },
      {
        kind: 'reminder',
        id: 'r-1',
        title: 'Sinh nhật Bình',
        datetime: '2026-11-25T12:30:00.000Z',
        type: 'birthday',
        createdAt: '2026-11-20T03:00:00.000Z',
      },
    ],
    occasions: [],
    upcoming: [
      {
        id: 'r-1',
        title: 'Sinh nhật Bình',
        description: 'Đặt bánh kem dâu',
        datetime: '2026-11-25T12:30:00.000Z',
        type: 'birthday',
        status: 'upcoming',
      },
    ],
    nextReminder: null,
    onThisDay: [
      {
        id: 'm-old',
        title: 'Lần đầu đi biển',
        date: '2024-11-23',
        yearsAgo: 2,
        cover: makeImage(),
      },
    ],
    couple: {
      partnerName: 'Bình',
      startDate: '2024-03-10',
      daysTogether: 988,
      nextMilestone: { milestone: 'days', count: 1000, date: '2026-12-05', daysUntil: 12 },
    },
    ...overrides,
  };
}
