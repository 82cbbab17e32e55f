import { Inbox, PackageMinus } from 'lucide-react';
import { Link } from 'react-router';
import { lowStockInboxPath, paths } from '../../../../shared/routes';

/** Which part of the inbox is shown: the Contact Us messages, or the low-stock notices (`?show=low-stock`). */
export type InboxPart = 'messages' | 'low-stock';

const countText = (count: number | undefined) => (count === undefined || count === 0 ? '' : ` (${count})`);

/** The inbox's two parts as links (the choice is in the address), with their unread counts. */
export function InboxTabs({ current, unreadMessages, lowStock }: { current: InboxPart; unreadMessages: number | undefined; lowStock: number | undefined }) {
  const tab = (part: InboxPart) => `btn btn-sm join-item gap-2 whitespace-nowrap ${current === part ? 'btn-primary' : 'btn-outline border-base-300 bg-base-100'}`;
  return (
    <nav aria-label="Inbox" className="mb-6 overflow-x-auto">
      <div className="join w-max">
        <Link to={paths.messages} className={tab('messages')} aria-current={current === 'messages' ? 'page' : undefined}>
          <Inbox aria-hidden="true" size={16} /> Contact messages{countText(unreadMessages)}
        </Link>
        <Link to={lowStockInboxPath} className={tab('low-stock')} aria-current={current === 'low-stock' ? 'page' : undefined}>
          <PackageMinus aria-hidden="true" size={16} /> Low stock{countText(lowStock)}
        </Link>
      </div>
    </nav>
  );
}
