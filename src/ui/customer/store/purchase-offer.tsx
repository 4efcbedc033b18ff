import { Box, Button, Stack } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { scriptDetailTexts } from '../../../content/script-store';
import { LockedAlert } from '../../signed-in/store-alerts';

/** The limited view's end (a 403): why the content is locked, and 'Purchase Script'. */
export function PurchaseOffer({
  warning,
  onPurchase,
}: {
  warning: string;
  onPurchase: () => void;
}) {
  return (
    <Stack gap="4">
      <LockedAlert title={warning} />
      <Box>
        <Button colorPalette="brand" size="lg" onClick={onPurchase}>
          <LuShoppingCart /> {scriptDetailTexts.purchase}
        </Button>
      </Box>
    </Stack>
  );
}
