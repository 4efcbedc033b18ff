import { lazy, Suspense } from 'react';
import { chatTexts } from '../../../content/chat';
import type { ChatMessage } from '../../../machines/chat/machine';
import { kit } from '../../public/islands/kit.styles';
import { chat as styles } from './chat.styles';

// The Markdown reader is a chunk of its own: it loads with the first reply, never elsewhere.
const MarkdownView = lazy(() => import('./markdown-view'));

/** One message of the conversation: the customer's on the right, the assistant's on the left. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <li className={mine ? styles.mine : styles.theirs} data-type={message.type}>
      <p className={kit.srOnly}>{mine ? chatTexts.you : chatTexts.assistant}:</p>
      <div className={mine ? styles.mineBubble : styles.theirsBubble}>
        <MessageBody message={message} />
      </div>
    </li>
  );
}

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.type === 'user') {
    return <p className={styles.typed}>{message.content}</p>;
  }
  if (message.loading) {
    return (
      <div className={styles.thinking} role="status">
        <span className={styles.spinner} />
        <p>{chatTexts.thinking}</p>
      </div>
    );
  }
  if (message.outcome === 'error' || message.outcome === 'empty') {
    return (
      <p role="alert" className={message.outcome === 'error' ? styles.failed : styles.warning}>
        {message.content}
      </p>
    );
  }
  return (
    <Suspense fallback={<p className={styles.typed}>{message.content}</p>}>
      <MarkdownView source={message.content} />
    </Suspense>
  );
}
