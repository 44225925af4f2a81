// The housing fund's words: paying in, and whose part of it was paid.

// 缴存, 汇缴, 补缴 (paid in late): the housing fund's own words of paying in (补缴 alone is also said
// of social insurance: 社保补缴 600 is spending)
export const FUND_CUE = /缴存|汇缴|补缴/;
