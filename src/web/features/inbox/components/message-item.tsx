import { ChevronDown, Mail, MailOpen, Reply } from 'lucide-react';
import { useId } from 'react';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { useShopDays } from '../../../lib/use-shop-days';


interface MessageItemProps {
  message: ContactMessage;
  open: boolean;
  /** The read/unread change for this message is running. */
  marking: boolean;
  onToggle: () => void;
  onMark: (read: boolean) => void;
}

/**
 * One contact message: subject, sender and date; opening it shows the text (plain text, never
 * HTML). Unread messages stand out (bold, a bar and a "New" badge).
 */
export function MessageItem({ message, open, marking, onToggle, onMark }: MessageItemProps) {
  const { momentOf } = useShopDays();
  const panelId = useId();
  const unread = !message.read;
  return (
    <article className={`overflow-hidden rounded-box border bg-base-100 shadow-sm ${unread ? 'border-primary/40 border-l-4 border-l-primary' : 'border-base-300'}`}>
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start gap-3 px-4 py-4 text-left transition-colors hover:bg-base-200/60 sm:items-center sm:px-5"
        >
          {unread ? (
            <Mail aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary sm:mt-0" />
          ) : (
            <MailOpen aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-base-content/60 sm:mt-0" />
          )}
          <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-4">
            <span className={`min-w-0 flex-1 truncate ${unread ? 'font-bold' : 'font-medium text-base-content/85'}`}>
              {unread && <span className="badge badge-sm badge-primary mr-2 align-middle font-semibold">New</span>}
              {message.subject}
            </span>
            <span className="truncate text-sm text-base-content/75 sm:max-w-64">{message.email}</span>
            <time dateTime={message.createdAt} className="shrink-0 text-sm text-base-content/75">
              {momentOf(message.createdAt)}
            </time>
          </span>
          <ChevronDown aria-hidden="true" size={18} className={`mt-0.5 shrink-0 transition-transform motion-reduce:transition-none sm:mt-0 ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-base-300 px-4 py-4 sm:px-5">
        <p className="whitespace-pre-line [overflow-wrap:anywhere] text-base-content/90">{message.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} className="btn btn-primary btn-sm">
            <Reply aria-hidden="true" size={16} /> Reply by email
          </a>
          <button type="button" className="btn btn-outline btn-sm" disabled={marking} onClick={() => onMark(!message.read)}>
            {marking ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : message.read ? <Mail aria-hidden="true" size={16} /> : <MailOpen aria-hidden="true" size={16} />}
            {message.read ? 'Mark as unread' : 'Mark as read'}
          </button>
        </div>
      </div>
    </article>
  );
}
