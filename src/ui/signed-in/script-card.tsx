import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuCalendar, LuInfo, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptCardTexts as texts } from '../../content/script-store';
import { type ScriptSummary, scriptPagePath } from '../../services/contract';
import { PanelBox } from '../components/panel';
import { formatDate, isFreePrice } from './format';
import { PriceBadge } from './price-badge';
import { ScriptImage } from './script-image';

/**
 * One script of the grid (spec section 2): the whole card opens the detail; Purchase goes to
 * the checkout, or Get Info (to the detail) once the script is the customer's.
 */
export function ScriptCard({
  script,
  onPurchase,
}: {
  script: ScriptSummary;
  onPurchase: (script: ScriptSummary) => void;
}) {
  const owned = script.isPurchased || isFreePrice(script.price);
  // Absolute ('~'): the card sits inside the customer area's nested router.
  const detailHref = `~${scriptPagePath(script.scriptName)}`;
  return (
    <PanelBox
      asChild
      overflow="hidden"
      transition="border-color 0.15s, transform 0.15s"
      _hover={{ borderColor: 'brand.emphasized', transform: 'translateY(-2px)' }}
      _focusWithin={{ borderColor: 'brand.fg' }}
      data-testid="script-card"
    >
      <LinkBox as="article" display="flex" flexDirection="column">
        <ScriptImage src={script.scriptImageUrl} alt="" decoding="async" />
        <Stack gap="3" p="5" flex="1">
          <Flex justify="space-between" align="flex-start" gap="3">
            <LinkOverlay asChild>
              <RouterLink href={detailHref}>
                <Text as="h2" fontSize="lg" fontWeight="semibold" lineHeight="short">
                  {script.scriptName}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <PriceBadge price={script.price} flexShrink="0" />
          </Flex>
          <Text color="fg.muted" fontSize="sm" lineClamp={3}>
            {script.scriptDescription}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Badge variant="outline">{script.platform}</Badge>
            <Badge variant="outline">{script.brokerage}</Badge>
            <Badge variant="outline">{script.application}</Badge>
          </HStack>
          <Flex mt="auto" pt="2" justify="space-between" align="center" gap="3">
            <HStack gap="1.5" color="fg.muted" fontSize="xs">
              <LuCalendar aria-hidden="true" />
              <Text as="span">
                <Text as="span" srOnly>
                  {`${texts.created} `}
                </Text>
                {formatDate(script.createdOn)}
              </Text>
            </HStack>
            <Box position="relative" zIndex="1">
              {owned ? (
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink href={detailHref} aria-label={texts.getInfoLabel(script.scriptName)}>
                    <LuInfo /> {texts.getInfo}
                  </RouterLink>
                </Button>
              ) : (
                <Button
                  size="sm"
                  colorPalette="brand"
                  aria-label={texts.purchaseLabel(script.scriptName)}
                  onClick={() => onPurchase(script)}
                >
                  <LuShoppingCart /> {texts.purchase}
                </Button>
              )}
            </Box>
          </Flex>
        </Stack>
      </LinkBox>
    </PanelBox>
  );
}
