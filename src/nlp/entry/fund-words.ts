// The housing fund's words: paying in, and whose part of it was paid.

// 缴存, 汇缴, 补缴 (paid in late): the housing fund's own words of paying in (补缴 alone is also said
// of social insurance: 社保补缴 600 is spending)
export const FUND_CUE = /缴存|汇缴|补缴/;
// the employer's part (其中单位 3000, 公司部分 3000, 单位缴存 3000)
export const EMPLOYER_PART = /^(?:单位|公司|企业)(?:部分|缴存|缴纳|缴|承担)?的?$/;
// my part (个人 3000, 个人部分 3000, 自己缴 3000)
export const MY_PART = /^(?:个人|自己|本人|我)(?:部分|缴存|缴纳|缴|承担)?的?$/;
