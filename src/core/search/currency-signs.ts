/**
 * What marks a sum before its digits: a currency symbol ($, ¥, €, £, ₹, ₩, ₱, ฿) or an ISO 4217 code or
 * common abbreviation written before the amount (RM7 a parcel, USD 40, Rs. 500, CHF 12). A closed,
 * published class; a code must meet its digits and no letter before it, so "CAD" in "CAD drawings" is
 * no sum. Read by the money answer type (answer-measures.ts) and by the amounts a later state compares
 * (quantity-cues.ts). Since session 61, when "Roughly what does each parcel cost me to ship?" was first
 * typed money and its memory, "about RM7 a parcel", read as telling no sum.
 */
export const CURRENCY_CODES = 'RM|USD|EUR|GBP|SGD|HKD|AUD|CAD|NZD|CHF|JPY|CNY|RMB|INR|MYR|THB|Rs\\.?';
export const CURRENCY_SIGN = `[$¥￥€£₹₩₱฿]|(?<![A-Za-z])(?:${CURRENCY_CODES})(?=\\s?\\d)`;
