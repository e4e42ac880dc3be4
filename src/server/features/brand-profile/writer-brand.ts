import { businessNoun } from '../../../contract/brand-profile.js';
import type { BrandBrief } from '../../ai/builtin/brand.js';
import type { Brand } from './service.js';

/** What the built-in writer is told of the business, for its posts and for the chat's. */
export function writerBrand({ values }: Brand): BrandBrief {
  return {
    noun: businessNoun(values),
    offers: values.offers,
    hours: values.hours,
    address: values.address,
    avoid: values.avoid.split(/[,;\n]/),
    voice: values.voice.split(/[,;\n]/),
  };
}
