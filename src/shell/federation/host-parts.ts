/** The parts the host lends to remote pages (`HostParts` of the kernel): loaded when a remote first asks. */
import type { HostParts } from '@kernel';
import { VipProgress } from '../account/components/VipProgress';
import { useSignOutNow } from '../account/hooks/useSignOutNow';
import { validationText } from '../account/messages/validation';
import { SafeHtml } from '../content/components/SafeHtml';
import LanguagePicker from '../language/LanguagePicker';

export const HOST_PARTS: HostParts = { LanguagePicker, VipProgress, SafeHtml, validationText, useSignOutNow };
