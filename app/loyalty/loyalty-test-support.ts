import type { Member, Transaction } from "~/services/loyalty/contract";

/** The loyalty upstream's records as the Impulso view builders' tests start from them (Ana, in Brazil). */

export const member = (over: Partial<Member> = {}): Member => ({
  nmMember: "Ana Carolina Mendes",
  impulsePoints: 126_750,
  stars: 3,
  familiarGroup: null,
  nmGroup: null,
  flGroupLeader: false,
  impulsePercent: 51,
  impulseLeft: 73_250,
  minPoints: 50_000,
  orbiaPoints: 84_200,
  accountType: "direct",
  acceleratorMix: 3,
  acceleratorFrequency: 2,
  contactInformation: { contactUs: { name: "", phone: "", email: "", whatsapp: "" }, advisorContact: [] },
  ...over,
});

/** An invoice credit of 450 on 21/11/2026, confirmed unless told. */
export const tx = (over: Partial<Transaction> = {}): Transaction => ({
  transactionDate: "2026-11-21T14:14:00Z",
  pointsAmount: 450,
  category: { id: "1", name: "Cadastro de nota", icon: "invoice" },
  transactionDetails: [
    {
      description: "Nota fiscal 163.722.795",
      transactionNumber: "BR0001-000300",
      invoiceDate: "2026-11-20",
      invoiceNumber: "163.722.795",
      partnerName: null,
      orderNumber: null,
      expirationDate: "2029-11-21",
      pointsAmount: over.pointsAmount ?? 450,
      orderItems: [],
      subTotalOrder: null,
      shippingFee: null,
      totalPointsOrder: null,
    },
  ],
  transferPoints: null,
  nmMember: "Ana",
  kind: "credit",
  status: "confirmed",
  ...over,
});
