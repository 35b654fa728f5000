import { EMAIL_TOKEN_TTL_SECONDS } from '@doita/shared';
import type { LocaleCode } from '@doita/shared';
import type { MailMessage } from './mailer.js';

/** Links are built from PUBLIC_URL, never from the request's Host header (ASVS 7.2.3). */
export const resetPasswordLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
export const verifyEmailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
/** where invitations are answered and the connection is shown */
export const coupleConnectLink = (publicUrl: string) => `${publicUrl}/couple/connect`;
/** The sign-up link of an invitation to an address with no account (its token, single use). */
export const coupleSignUpLink = (publicUrl: string, token: string, email: string) =>
  `${publicUrl}/register?${new URLSearchParams({ invitation: token, email }).toString()}`;

interface MailInput {
  to: string;
  displayName: string;
  language: LocaleCode;
  link: string;
}

const minutes = EMAIL_TOKEN_TTL_SECONDS / 60;

const COPY = {
  reset: {
    vi: {
      subject: 'Đặt lại mật khẩu Đôi Ta',
      greeting: (name: string) => `Chào ${name},`,
      body: `Có người (hy vọng là bạn) vừa yêu cầu đặt lại mật khẩu. Liên kết dưới đây dùng được một lần trong ${minutes} phút.`,
      action: 'Đặt lại mật khẩu',
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
    },
    en: {
      subject: 'Reset your Đôi Ta password',
      greeting: (name: string) => `Hi ${name},`,
      body: `Someone (hopefully you) asked to reset your password. The link below works once, for ${minutes} minutes.`,
      action: 'Reset password',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  },
  verify: {
    vi: {
      subject: 'Xác minh email Đôi Ta của bạn',
      greeting: (name: string) => `Chào ${name},`,
      body: `Chào mừng bạn đến với Đôi Ta! Hãy xác minh địa chỉ email này. Liên kết dùng được một lần trong ${minutes} phút.`,
      action: 'Xác minh email',
      ignore: 'Nếu bạn không tạo tài khoản Đôi Ta, hãy bỏ qua thư này.',
    },
    en: {
      subject: 'Verify your Đôi Ta e-mail',
      greeting: (name: string) => `Hi ${name},`,
      body: `Welcome to Đôi Ta! Please verify this e-mail address. The link works once, for ${minutes} minutes.`,
      action: 'Verify e-mail',
      ignore: 'If you did not create a Đôi Ta account, ignore this e-mail.',
    },
  },
} as const;

export const resetPasswordMail = (input: MailInput) => render(COPY.reset[input.language], input);
export const verifyEmailMail = (input: MailInput) => render(COPY.verify[input.language], input);

/** Mail about the couple: someone (the actor) invited the recipient, or accepted their invitation. */
interface CoupleMailInput extends MailInput {
  actorName: string;
}

const COUPLE_COPY = {
  invitation: {
    vi: (actor: string): Copy => ({
      subject: `${actor} mời bạn kết nối trên Đôi Ta`,
      greeting: (name: string) => `Chào ${name},`,
      body: `${actor} muốn kết nối với bạn thành một cặp đôi trên Đôi Ta. Hãy mở trang kết nối để chấp nhận hoặc từ chối lời mời.`,
      action: 'Xem lời mời',
      ignore: 'Nếu bạn không biết người này, hãy bỏ qua thư này hoặc từ chối lời mời.',
    }),
    en: (actor: string): Copy => ({
      subject: `${actor} invited you to connect on Đôi Ta`,
      greeting: (name: string) => `Hi ${name},`,
      body: `${actor} would like to connect with you as a couple on Đôi Ta. Open the connection page to accept or decline.`,
      action: 'See the invitation',
      ignore: 'If you do not know this person, ignore this e-mail or decline the invitation.',
    }),
  },
  signUp: {
    vi: (actor: string): Copy => ({
      subject: `${actor} mời bạn cùng dùng Đôi Ta`,
      greeting: () => 'Xin chào,',
      body: `${actor} muốn kết nối với bạn thành một cặp đôi trên Đôi Ta. Hãy tạo tài khoản bằng liên kết dưới đây (dùng được một lần trong 14 ngày), rồi chấp nhận lời mời.`,
      action: 'Tạo tài khoản',
      ignore: 'Nếu bạn không biết người này, hãy bỏ qua thư này: không có tài khoản nào được tạo.',
    }),
    en: (actor: string): Copy => ({
      subject: `${actor} invited you to Đôi Ta`,
      greeting: () => 'Hello,',
      body: `${actor} would like to connect with you as a couple on Đôi Ta. Create your account with the link below (it works once, for 14 days), then accept the invitation.`,
      action: 'Create my account',
      ignore: 'If you do not know this person, ignore this e-mail: no account is created.',
    }),
  },
  accepted: {
    vi: (actor: string): Copy => ({
      subject: `${actor} đã chấp nhận lời mời của bạn`,
      greeting: (name: string) => `Chào ${name},`,
      body: `${actor} đã chấp nhận lời mời. Hai bạn đã được kết nối trên Đôi Ta!`,
      action: 'Mở Đôi Ta',
      ignore: 'Bạn nhận thư này vì đã gửi lời mời kết nối trên Đôi Ta.',
    }),
    en: (actor: string): Copy => ({
      subject: `${actor} accepted your invitation`,
      greeting: (name: string) => `Hi ${name},`,
      body: `${actor} accepted your invitation. You are now connected on Đôi Ta!`,
      action: 'Open Đôi Ta',
      ignore: 'You receive this e-mail because you sent a connection invitation on Đôi Ta.',
    }),
  },
} as const;

export const coupleInvitationMail = (input: CoupleMailInput) =>
  render(COUPLE_COPY.invitation[input.language](input.actorName), input);
export const coupleSignUpInvitationMail = (input: CoupleMailInput) =>
  render(COUPLE_COPY.signUp[input.language](input.actorName), input);
export const coupleAcceptedMail = (input: CoupleMailInput) =>
  render(COUPLE_COPY.accepted[input.language](input.actorName), input);

/** A reminder fell due: its title, when, and its note. */
interface ReminderMailInput extends MailInput {
  title: string;
  /** the occurrence, already written in the recipient's language and time zone */
  when: string;
  description: string;
}

const REMINDER_COPY = {
  vi: (r: ReminderMailInput): Copy => ({
    subject: `Nhắc nhở: ${r.title}`,
    greeting: (name: string) => `Chào ${name},`,
    body: [`Đến giờ rồi: ${r.title} (${r.when}).`, r.description].filter(Boolean).join('\n\n'),
    action: 'Xem lời nhắc',
    ignore:
      'Bạn nhận thư này vì đã bật thông báo nhắc nhở qua email. Có thể tắt trong trang Nhắc nhở.',
  }),
  en: (r: ReminderMailInput): Copy => ({
    subject: `Reminder: ${r.title}`,
    greeting: (name: string) => `Hi ${name},`,
    body: [`It is time: ${r.title} (${r.when}).`, r.description].filter(Boolean).join('\n\n'),
    action: 'See the reminder',
    ignore:
      'You receive this because reminder e-mails are on. Turn them off on the Reminders page.',
  }),
} as const;

export const reminderDueMail = (input: ReminderMailInput) =>
  render(REMINDER_COPY[input.language](input), input);
export const remindersLink = (publicUrl: string) => `${publicUrl}/reminders`;

/** where a person sees and changes how they sign in */
export const accountLink = (publicUrl: string) => `${publicUrl}/profile?tab=account`;

/** A change to how an account signs in, told to its owner by e-mail as it happens. */
export type SecurityNotice =
  | { kind: 'passkeyAdded'; name: string; device: string | null }
  | { kind: 'passwordChanged' }
  | { kind: 'passwordReset' }
  | { kind: 'twoStepOn' }
  | { kind: 'twoStepOff' };

interface SecurityMailInput extends MailInput {
  notice: SecurityNotice;
  at: Date;
  timeZone: string;
}

/**
 * When, as the person reads it, in their time zone (UTC if it is unknown): "06:25 (GMT+7)
 * ngày 2 tháng 12, 2026", "2 December 2026, 06:25 (GMT+7)".
 */
function whenOf(at: Date, language: LocaleCode, timeZone: string): string {
  const locale = language === 'vi' ? 'vi-VN' : 'en-GB';
  const parts = (zone: string) => {
    const time = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).formatToParts(at);
    const clock = time
      .filter((part) => part.type !== 'timeZoneName')
      .map((part) => part.value)
      .join('')
      .trim();
    const name = time.find((part) => part.type === 'timeZoneName')?.value ?? zone;
    const date = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: zone,
    }).format(at);
    return language === 'vi' ? `${clock} (${name}) ngày ${date}` : `${date}, ${clock} (${name})`;
  };
  try {
    return parts(timeZone);
  } catch {
    return parts('UTC');
  }
}

/** the browser and system a change came from, when known */
const from = (device: string | null) => (device ? ` (${device})` : '');

const SECURITY_COPY = {
  vi: {
    subject: 'Đôi Ta: cách đăng nhập vào tài khoản của bạn vừa thay đổi',
    action: 'Mở trang tài khoản',
    ignore:
      'Nếu là bạn, không cần làm gì thêm. Nếu không phải bạn, hãy mở trang tài khoản, xóa những gì bạn không nhận ra và đổi mật khẩu (hoặc dùng “Quên mật khẩu”).',
    body: (notice: SecurityNotice, when: string) => {
      switch (notice.kind) {
        case 'passkeyAdded':
          return `Khóa truy cập “${notice.name}” vừa được thêm vào tài khoản của bạn lúc ${when}${from(notice.device)}. Khóa này đăng nhập được mà không cần mật khẩu.`;
        case 'passwordChanged':
          return `Mật khẩu của bạn vừa được đổi lúc ${when}. Các thiết bị khác đã được đăng xuất.`;
        case 'passwordReset':
          return `Mật khẩu của bạn vừa được đặt lại qua e-mail lúc ${when}. Mọi thiết bị đã được đăng xuất.`;
        case 'twoStepOn':
          return `Xác minh hai bước vừa được bật lúc ${when}: mỗi lần đăng nhập bằng mật khẩu sẽ hỏi thêm mã từ ứng dụng xác thực.`;
        case 'twoStepOff':
          return `Xác minh hai bước vừa được tắt lúc ${when}: đăng nhập giờ chỉ cần mật khẩu.`;
      }
    },
  },
  en: {
    subject: 'Đôi Ta: how you sign in has changed',
    action: 'Open your account',
    ignore:
      'If this was you, there is nothing to do. If not, open your account, remove what you do not recognise and change your password (or use “Forgot password”).',
    body: (notice: SecurityNotice, when: string) => {
      switch (notice.kind) {
        case 'passkeyAdded':
          return `On ${when}, a passkey, “${notice.name}”, was added to your account${from(notice.device)}. It signs in without your password.`;
        case 'passwordChanged':
          return `On ${when}, your password was changed. Your other devices were signed out.`;
        case 'passwordReset':
          return `On ${when}, your password was reset by e-mail. Every device was signed out.`;
        case 'twoStepOn':
          return `On ${when}, two-step sign-in was turned on: each password sign-in now also asks for a code from an authenticator app.`;
        case 'twoStepOff':
          return `On ${when}, two-step sign-in was turned off: signing in now needs only your password.`;
      }
    },
  },
} as const;

export function securityNoticeMail(input: SecurityMailInput): MailMessage {
  const copy = SECURITY_COPY[input.language];
  const when = whenOf(input.at, input.language, input.timeZone);
  return render(
    {
      subject: copy.subject,
      greeting: (name) => (input.language === 'vi' ? `Chào ${name},` : `Hi ${name},`),
      body: copy.body(input.notice, when),
      action: copy.action,
      ignore: copy.ignore,
    },
    input,
  );
}

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  ignore: string;
}

function render(copy: Copy, { to, displayName, link }: MailInput): MailMessage {
  const text = [
    copy.greeting(displayName),
    '',
    copy.body,
    '',
    `${copy.action}: ${link}`,
    '',
    copy.ignore,
    '',
    'Đôi Ta',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(copy.greeting(displayName))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#e11d48;color:#fff;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(copy.ignore)}</p>
<p>Đôi Ta</p>
</body></html>`;
  return { to, subject: copy.subject, text, html, link };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
