import { useSelector } from '@xstate/react';
import type { HeroWord } from '../../../content/hero';
import { heroWordsMachine } from '../../../machines/hero-words/machine';
import { selectWordIndex } from '../../../machines/hero-words/selectors';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { defineIsland } from '../islands/island';
import { kit } from '../islands/kit.styles';
import { styles } from './rotating-word.styles';

/**
 * The hero's rotating word. Screen readers hear the whole list once instead of a word every
 * two seconds; sighted visitors see each word rise in (0.3 s, or 0.75 s for Crypto).
 */
export const RotatingWord = defineIsland(
  'rotating-word',
  function RotatingWord({ words }: { words: readonly HeroWord[] }) {
    const heroWords = useMachineActor(heroWordsMachine, { input: { count: words.length } });
    const index = useSelector(heroWords, selectWordIndex);
    const word = words[index] ?? words[0];
    if (!word) return null;
    return (
      <>
        <span
          key={word.text}
          aria-hidden="true"
          data-hero-word={word.text}
          className={styles.word}
          style={{ animationDuration: `${word.animationSeconds}s` }}
        >
          {word.text}
        </span>
        <span className={kit.srOnly}>{words.map((w) => w.text).join(', ')}</span>
      </>
    );
  },
);
