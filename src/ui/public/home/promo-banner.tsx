import { Button, Flex, type FlexProps, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { LuCheck, LuCopy, LuGift } from 'react-icons/lu';
import { promo } from '../../../content/hero';
import { createCopyConfirmationActors } from '../../../machines/copy-confirmation/actors';
import { copyConfirmationMachine } from '../../../machines/copy-confirmation/machine';
import { selectHasFailed, selectIsCopied } from '../../../machines/copy-confirmation/selectors';
import { inspect } from '../../../machines/inspector';
import * as clipboard from '../../../services/clipboard';
import { useSiteSettings } from '../../app/site-settings-context';
import { HintTooltip } from '../../components/hint-tooltip';
import { defineIsland } from '../islands/island';

/** One pill on a wide screen; on a phone it wraps into a rounded card. */
const pill = {
  align: 'center',
  justify: 'center',
  wrap: 'wrap',
  gap: '3',
  px: '4',
  py: '2',
  bg: 'bg.emphasized/80',
  borderWidth: '1px',
  borderColor: 'brand.muted',
  rounded: { base: '2xl', md: 'full' },
  textAlign: 'center',
  fontSize: 'sm',
} satisfies FlexProps;

/** First month free: the code copies to the clipboard on click and confirms for 2 s. */
export const PromoBanner = defineIsland('promo-banner', function PromoBanner() {
  const { promoCode } = useSiteSettings();
  const [machine] = useState(() =>
    copyConfirmationMachine.provide({ actors: createCopyConfirmationActors(clipboard) }),
  );
  const copier = useActorRef(machine, { input: { text: promoCode }, inspect });
  const copied = useSelector(copier, selectIsCopied);
  const failed = useSelector(copier, selectHasFailed);
  return (
    <Flex role="region" aria-label={promo.regionLabel} {...pill}>
      <LuGift aria-hidden="true" />
      <Text fontWeight="medium">{promo.headline}</Text>
      <HintTooltip hint={promo.tooltip}>
        {(hintId) => (
          <Button
            size="xs"
            variant="surface"
            colorPalette="brand"
            fontFamily="mono"
            letterSpacing="wide"
            aria-label={promo.codeLabel(promoCode)}
            aria-describedby={hintId}
            onClick={() => copier.send({ type: 'code.copy' })}
          >
            {promoCode}
            {copied ? <LuCheck aria-hidden="true" /> : <LuCopy aria-hidden="true" />}
          </Button>
        )}
      </HintTooltip>
      <Text
        as="span"
        role="status"
        // Always in the page, so screen readers announce it; takes no room while empty.
        srOnly={!copied && !failed}
        fontWeight="semibold"
        color={failed ? 'fg.error' : 'brand.fg'}
      >
        {copied ? promo.copied : failed ? promo.copyFailed : ''}
      </Text>
    </Flex>
  );
});
